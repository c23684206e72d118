/**
 * @generated SignedSource<<649c7b95f860fa9dd45f1b6922e97ee0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RentalOptionStatus = "archived" | "draft" | "private" | "public" | "%future added value";
export type CreateRentalOptionInput = {
  accountId: string;
  acriss?: string | null | undefined;
  canBeRequestedFromOtherLocation?: boolean | null | undefined;
  categoryId?: string | null | undefined;
  companyId?: string | null | undefined;
  description?: string | null | undefined;
  descriptionEn?: string | null | undefined;
  image?: string | null | undefined;
  imageAltText?: string | null | undefined;
  imageAltTextEn?: string | null | undefined;
  imageUploadId?: string | null | undefined;
  isDigital?: boolean | null | undefined;
  locationId?: string | null | undefined;
  maxAmount?: number | null | undefined;
  mileageBusinessDay?: number | null | undefined;
  mileageBusinessMonth?: number | null | undefined;
  mileageBusinessWeek?: number | null | undefined;
  mileageBusinessWeekend?: number | null | undefined;
  mileagePrivateDay?: number | null | undefined;
  mileagePrivateMonth?: number | null | undefined;
  mileagePrivateWeek?: number | null | undefined;
  mileagePrivateWeekend?: number | null | undefined;
  mileageSameForBoth?: boolean | null | undefined;
  nodailyprice?: boolean | null | undefined;
  priceBusinessDamageDeductible?: string | null | undefined;
  priceBusinessDay?: string | null | undefined;
  priceBusinessDayMaximum?: string | null | undefined;
  priceBusinessDayMinimum?: string | null | undefined;
  priceBusinessHour?: string | null | undefined;
  priceBusinessMonth?: string | null | undefined;
  priceBusinessOnetime?: string | null | undefined;
  priceBusinessTotalMaximum?: string | null | undefined;
  priceBusinessTotalMinimum?: string | null | undefined;
  priceBusinessWeek?: string | null | undefined;
  priceBusinessWeekend?: string | null | undefined;
  pricePrivateDamageDeductible?: string | null | undefined;
  pricePrivateDay?: string | null | undefined;
  pricePrivateDayMaximum?: string | null | undefined;
  pricePrivateDayMinimum?: string | null | undefined;
  pricePrivateHour?: string | null | undefined;
  pricePrivateMonth?: string | null | undefined;
  pricePrivateOnetime?: string | null | undefined;
  pricePrivateTotalMaximum?: string | null | undefined;
  pricePrivateTotalMinimum?: string | null | undefined;
  pricePrivateWeek?: string | null | undefined;
  pricePrivateWeekend?: string | null | undefined;
  samePricePrivateBusiness?: boolean | null | undefined;
  status?: RentalOptionStatus | null | undefined;
  tags?: ReadonlyArray<RentalOptionTagInput> | null | undefined;
  title?: string | null | undefined;
  titleEn?: string | null | undefined;
  vatFactor?: string | null | undefined;
};
export type RentalOptionTagInput = {
  highlight?: boolean | null | undefined;
  tagId: string;
  value: string;
};
export type RentalOptionFormCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateRentalOptionInput;
};
export type RentalOptionFormCreateMutation$data = {
  readonly createRentalOption: {
    readonly __typename: string;
    readonly edge?: {
      readonly cursor: string;
      readonly node: {
        readonly acriss: string | null | undefined;
        readonly category: {
          readonly title: string;
        };
        readonly company: {
          readonly name: string;
        } | null | undefined;
        readonly databaseId: number;
        readonly description: string | null | undefined;
        readonly id: string;
        readonly location: {
          readonly city: string;
          readonly name: string;
          readonly zip: string;
        } | null | undefined;
        readonly pricePrivateDay: string | null | undefined;
        readonly productCount: number | null | undefined;
        readonly status: RentalOptionStatus;
        readonly title: string;
        readonly updatedAt: string;
        readonly vatFactor: string;
        readonly viewerMayChange: boolean | null | undefined;
        readonly viewerMayDelete: boolean | null | undefined;
      };
    };
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"useSaveMutation_answer">;
    } | null | undefined;
    readonly rentalOption?: {
      readonly databaseId: number;
    };
  };
};
export type RentalOptionFormCreateMutation = {
  response: RentalOptionFormCreateMutation$data;
  variables: RentalOptionFormCreateMutation$variables;
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
  "name": "title",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "acriss",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productCount",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pricePrivateDay",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vatFactor",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMayChange",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMayDelete",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v21 = [
  (v20/*:: as any*/),
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
          (v20/*:: as any*/),
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
    "name": "RentalOptionFormCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createRentalOption",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RentalOption",
                "kind": "LinkedField",
                "name": "rentalOption",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountRentalOptionsConnectionEdge",
                "kind": "LinkedField",
                "name": "edge",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RentalOption",
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
                        "concreteType": "ProductCategory",
                        "kind": "LinkedField",
                        "name": "category",
                        "plural": false,
                        "selections": [
                          (v8/*:: as any*/)
                        ],
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
                          (v14/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Location",
                        "kind": "LinkedField",
                        "name": "location",
                        "plural": false,
                        "selections": [
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
                          (v16/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreateRentalOptionSuccess",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "useSaveMutation_answer",
                  "selections": (v21/*:: as any*/),
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
    "name": "RentalOptionFormCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createRentalOption",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RentalOption",
                "kind": "LinkedField",
                "name": "rentalOption",
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
                "concreteType": "AccountRentalOptionsConnectionEdge",
                "kind": "LinkedField",
                "name": "edge",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RentalOption",
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
                        "concreteType": "ProductCategory",
                        "kind": "LinkedField",
                        "name": "category",
                        "plural": false,
                        "selections": [
                          (v8/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
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
                          (v14/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Location",
                        "kind": "LinkedField",
                        "name": "location",
                        "plural": false,
                        "selections": [
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
                          (v16/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/)
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
            "type": "CreateRentalOptionSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v21/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "65883aa0f7841498425ffad88af2c6d1",
    "id": null,
    "metadata": {},
    "name": "RentalOptionFormCreateMutation",
    "operationKind": "mutation",
    "text": "mutation RentalOptionFormCreateMutation(\n  $input: CreateRentalOptionInput!\n) {\n  createRentalOption(input: $input) {\n    __typename\n    ... on CreateRentalOptionSuccess {\n      rentalOption {\n        databaseId\n        id\n      }\n      edge {\n        cursor\n        node {\n          id\n          databaseId\n          status\n          title\n          acriss\n          description\n          productCount\n          pricePrivateDay\n          vatFactor\n          category {\n            title\n            id\n          }\n          company {\n            name\n            id\n          }\n          location {\n            name\n            zip\n            city\n            id\n          }\n          updatedAt\n          viewerMayChange\n          viewerMayDelete\n        }\n      }\n    }\n    ...useSaveMutation_answer\n  }\n}\n\nfragment useSaveMutation_answer on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fields {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4394334ecad7a7d35c5bf0d65fd09bae";

export default node;
