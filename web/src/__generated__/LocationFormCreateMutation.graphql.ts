/**
 * @generated SignedSource<<591a97cb222e5ca86b6e694616509e7c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LocationStatus = "archived" | "draft" | "private" | "public" | "%future added value";
export type CreateLocationInput = {
  accountId: string;
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  airportCode?: string | null | undefined;
  aliases?: ReadonlyArray<string> | null | undefined;
  city?: string | null | undefined;
  companyId?: string | null | undefined;
  cost?: string | null | undefined;
  country?: string | null | undefined;
  deliveryPrepTimeHours?: string | null | undefined;
  description?: string | null | undefined;
  distanceFromCompanyKm?: string | null | undefined;
  distanceFromCompanyMin?: number | null | undefined;
  externalNote?: string | null | undefined;
  gpsLat?: string | null | undefined;
  gpsLong?: string | null | undefined;
  internalNote?: string | null | undefined;
  maxDeliveryKm?: string | null | undefined;
  name?: string | null | undefined;
  openingHours?: OpeningHoursInput | null | undefined;
  order?: number | null | undefined;
  privateContactName?: string | null | undefined;
  privateEmail?: string | null | undefined;
  privatePhone?: string | null | undefined;
  publicEmail?: string | null | undefined;
  publicPhone?: string | null | undefined;
  region?: string | null | undefined;
  regionCode?: string | null | undefined;
  status?: LocationStatus | null | undefined;
  transportFactor?: string | null | undefined;
  zip?: string | null | undefined;
};
export type OpeningHoursInput = {
  dropoff?: ReadonlyArray<OpeningDayInput> | null | undefined;
  employees?: ReadonlyArray<OpeningDayInput> | null | undefined;
  pickup?: ReadonlyArray<OpeningDayInput> | null | undefined;
};
export type OpeningDayInput = {
  closed: boolean;
  closes?: string | null | undefined;
  opens?: string | null | undefined;
  weekday: number;
};
export type LocationFormCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateLocationInput;
};
export type LocationFormCreateMutation$data = {
  readonly createLocation: {
    readonly __typename: string;
    readonly edge?: {
      readonly cursor: string;
      readonly node: {
        readonly city: string;
        readonly company: {
          readonly name: string;
        };
        readonly cost: string | null | undefined;
        readonly databaseId: number;
        readonly distanceFromCompanyKm: string | null | undefined;
        readonly distanceFromCompanyMin: number | null | undefined;
        readonly id: string;
        readonly name: string;
        readonly region: string;
        readonly status: LocationStatus;
        readonly updatedAt: string;
        readonly viewerMayChange: boolean;
        readonly viewerMayDelete: boolean;
      };
    };
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"useSaveMutation_answer">;
    } | null | undefined;
    readonly location?: {
      readonly databaseId: number;
    };
  };
};
export type LocationFormCreateMutation = {
  response: LocationFormCreateMutation$data;
  variables: LocationFormCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "region",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cost",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "distanceFromCompanyKm",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "distanceFromCompanyMin",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMayChange",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMayDelete",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v18 = [
  (v17/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fields",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LocationFormCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createLocation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Location",
                "kind": "LinkedField",
                "name": "location",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountLocationsConnectionEdge",
                "kind": "LinkedField",
                "name": "edge",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Location",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v4/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Company",
                        "kind": "LinkedField",
                        "name": "company",
                        "plural": false,
                        "selections": [
                          (v8/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreateLocationSuccess",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "useSaveMutation_answer",
                  "selections": (v18/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LocationFormCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createLocation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Location",
                "kind": "LinkedField",
                "name": "location",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountLocationsConnectionEdge",
                "kind": "LinkedField",
                "name": "edge",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Location",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v4/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Company",
                        "kind": "LinkedField",
                        "name": "company",
                        "plural": false,
                        "selections": [
                          (v8/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "appendEdge",
                "key": "",
                "kind": "LinkedHandle",
                "name": "edge",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "CreateLocationSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v18/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "93efe750b3fa10df211a5ce622f97e31",
    "id": null,
    "metadata": {},
    "name": "LocationFormCreateMutation",
    "operationKind": "mutation",
    "text": "mutation LocationFormCreateMutation(\n  $input: CreateLocationInput!\n) {\n  createLocation(input: $input) {\n    __typename\n    ... on CreateLocationSuccess {\n      location {\n        databaseId\n        id\n      }\n      edge {\n        cursor\n        node {\n          id\n          databaseId\n          status\n          name\n          region\n          city\n          cost\n          distanceFromCompanyKm\n          distanceFromCompanyMin\n          company {\n            name\n            id\n          }\n          updatedAt\n          viewerMayChange\n          viewerMayDelete\n        }\n      }\n    }\n    ...useSaveMutation_answer\n  }\n}\n\nfragment useSaveMutation_answer on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fields {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f7263c1d90251d7ef90c134d644bc97e";

export default node;
