/**
 * @generated SignedSource<<b4a0fdd82670d43c0fe71dc6084cdb30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LocationStatus = "archived" | "draft" | "private" | "public" | "%future added value";
export type UpdateLocationInput = {
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
  id: string;
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
  updatedAt: string;
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
export type LocationFormUpdateMutation$variables = {
  input: UpdateLocationInput;
};
export type LocationFormUpdateMutation$data = {
  readonly updateLocation: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"useSaveMutation_answer">;
    } | null | undefined;
    readonly location?: {
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
      readonly " $fragmentSpreads": FragmentRefs<"LocationForm_location">;
    };
  };
};
export type LocationFormUpdateMutation = {
  response: LocationFormUpdateMutation$data;
  variables: LocationFormUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "region",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cost",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "distanceFromCompanyKm",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "distanceFromCompanyMin",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMayChange",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMayDelete",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v16 = [
  (v15/*:: as any*/),
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
          (v15/*:: as any*/),
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
],
v17 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "weekday",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "closed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "opens",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "closes",
    "storageKey": null
  }
],
v18 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LocationFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateLocation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  {
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "existing",
                        "value": true
                      }
                    ],
                    "kind": "FragmentSpread",
                    "name": "LocationForm_location"
                  },
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Company",
                    "kind": "LinkedField",
                    "name": "company",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateLocationSuccess",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "useSaveMutation_answer",
                  "selections": (v16/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LocationFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateLocation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v6/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "order",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "address1",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "address2",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "zip",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "regionCode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "country",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "aliases",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "airportCode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "transportFactor",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxDeliveryKm",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gpsLat",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gpsLong",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "publicEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "publicPhone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "privateContactName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "privateEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "privatePhone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "internalNote",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "externalNote",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "deliveryPrepTimeHours",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Company",
                    "kind": "LinkedField",
                    "name": "company",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OpeningWeek",
                    "kind": "LinkedField",
                    "name": "openingWeek",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "OpeningDay",
                        "kind": "LinkedField",
                        "name": "pickup",
                        "plural": true,
                        "selections": (v17/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "OpeningDay",
                        "kind": "LinkedField",
                        "name": "dropoff",
                        "plural": true,
                        "selections": (v17/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "OpeningDay",
                        "kind": "LinkedField",
                        "name": "employees",
                        "plural": true,
                        "selections": (v17/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      {
                        "alias": null,
                        "args": (v18/*:: as any*/),
                        "concreteType": "HistoryConnection",
                        "kind": "LinkedField",
                        "name": "history",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "HistoryEdge",
                            "kind": "LinkedField",
                            "name": "edges",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "HistoryEntry",
                                "kind": "LinkedField",
                                "name": "node",
                                "plural": false,
                                "selections": [
                                  (v3/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "at",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "authorName",
                                    "storageKey": null
                                  },
                                  (v5/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "comment",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "changes",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "valueNames",
                                    "storageKey": null
                                  },
                                  (v2/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "cursor",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PageInfo",
                            "kind": "LinkedField",
                            "name": "pageInfo",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "endCursor",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "hasNextPage",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": "history(first:20)"
                      },
                      {
                        "alias": null,
                        "args": (v18/*:: as any*/),
                        "filters": null,
                        "handle": "connection",
                        "key": "HistoryPanel_history",
                        "kind": "LinkedHandle",
                        "name": "history"
                      }
                    ],
                    "type": "Historied",
                    "abstractKey": "__isHistoried"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateLocationSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v16/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6b42b7f15a91719c57c4662428dc6d0b",
    "id": null,
    "metadata": {},
    "name": "LocationFormUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation LocationFormUpdateMutation(\n  $input: UpdateLocationInput!\n) {\n  updateLocation(input: $input) {\n    __typename\n    ... on UpdateLocationSuccess {\n      location {\n        ...LocationForm_location_2pDFFS\n        id\n        databaseId\n        status\n        name\n        region\n        city\n        cost\n        distanceFromCompanyKm\n        distanceFromCompanyMin\n        company {\n          name\n          id\n        }\n        updatedAt\n        viewerMayChange\n        viewerMayDelete\n      }\n    }\n    ...useSaveMutation_answer\n  }\n}\n\nfragment HistoryList_entries on HistoryEntry {\n  id\n  at\n  authorName\n  status\n  comment\n  changes\n  valueNames\n}\n\nfragment HistoryPanel_owner on Historied {\n  __isHistoried: __typename\n  history(first: 20) {\n    edges {\n      node {\n        ...HistoryList_entries\n        id\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment LocationForm_location_2pDFFS on Location {\n  id\n  databaseId\n  updatedAt\n  viewerMayChange\n  viewerMayDelete\n  name\n  status\n  order\n  address1\n  address2\n  zip\n  city\n  region\n  regionCode\n  country\n  aliases\n  airportCode\n  description\n  cost\n  transportFactor\n  distanceFromCompanyKm\n  distanceFromCompanyMin\n  maxDeliveryKm\n  gpsLat\n  gpsLong\n  publicEmail\n  publicPhone\n  privateContactName\n  privateEmail\n  privatePhone\n  internalNote\n  externalNote\n  deliveryPrepTimeHours\n  company {\n    id\n  }\n  openingWeek {\n    pickup {\n      weekday\n      closed\n      opens\n      closes\n    }\n    dropoff {\n      weekday\n      closed\n      opens\n      closes\n    }\n    employees {\n      weekday\n      closed\n      opens\n      closes\n    }\n  }\n  ...HistoryPanel_owner\n}\n\nfragment useSaveMutation_answer on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fields {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c0155c8bbd3bdeb6bb7801563ea9e811";

export default node;
