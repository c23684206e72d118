/**
 * @generated SignedSource<<bee89734e8dc172c17f49e45d6d08265>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RentalOptionStatus = "archived" | "draft" | "private" | "public" | "%future added value";
export type UpdateRentalOptionInput = {
  acceptShortage?: boolean | null | undefined;
  acriss?: string | null | undefined;
  canBeRequestedFromOtherLocation?: boolean | null | undefined;
  categoryId?: string | null | undefined;
  companyId?: string | null | undefined;
  description?: string | null | undefined;
  descriptionEn?: string | null | undefined;
  id: string;
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
  updatedAt: string;
  vatFactor?: string | null | undefined;
};
export type RentalOptionTagInput = {
  highlight?: boolean | null | undefined;
  tagId: string;
  value: string;
};
export type RentalOptionFormUpdateMutation$variables = {
  input: UpdateRentalOptionInput;
};
export type RentalOptionFormUpdateMutation$data = {
  readonly updateRentalOption: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"useSaveMutation_answer">;
    } | null | undefined;
    readonly rentalOption?: {
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
      readonly " $fragmentSpreads": FragmentRefs<"RentalOptionForm_rentalOption">;
    };
  };
};
export type RentalOptionFormUpdateMutation = {
  response: RentalOptionFormUpdateMutation$data;
  variables: RentalOptionFormUpdateMutation$variables;
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
  "name": "title",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "acriss",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productCount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pricePrivateDay",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vatFactor",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMayChange",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMayDelete",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v19 = [
  (v18/*:: as any*/),
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
          (v18/*:: as any*/),
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
v20 = [
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
    "name": "RentalOptionFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateRentalOption",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  {
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "existing",
                        "value": true
                      }
                    ],
                    "kind": "FragmentSpread",
                    "name": "RentalOptionForm_rentalOption"
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
                    "concreteType": "ProductCategory",
                    "kind": "LinkedField",
                    "name": "category",
                    "plural": false,
                    "selections": [
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
                      (v12/*:: as any*/)
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
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateRentalOptionSuccess",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "useSaveMutation_answer",
                  "selections": (v19/*:: as any*/),
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
    "name": "RentalOptionFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateRentalOption",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v6/*:: as any*/),
                  (v5/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "titleEn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "descriptionEn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "imageAltTextEn",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "image",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "imageAltText",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Upload",
                    "kind": "LinkedField",
                    "name": "imageUpload",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProductCategory",
                    "kind": "LinkedField",
                    "name": "category",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "requireTransportationBetweenLocations",
                        "storageKey": null
                      },
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
                      (v3/*:: as any*/),
                      (v12/*:: as any*/)
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
                      (v3/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canBeRequestedFromOtherLocation",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isDigital",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "samePricePrivateBusiness",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nodailyprice",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxAmount",
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mileageSameForBoth",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mileagePrivateDay",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mileagePrivateWeekend",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mileagePrivateWeek",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mileagePrivateMonth",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mileageBusinessDay",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mileageBusinessWeekend",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mileageBusinessWeek",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mileageBusinessMonth",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricePrivateHour",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricePrivateWeekend",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricePrivateWeek",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricePrivateMonth",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricePrivateOnetime",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricePrivateTotalMinimum",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricePrivateTotalMaximum",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricePrivateDayMinimum",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricePrivateDayMaximum",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricePrivateDamageDeductible",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceBusinessHour",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceBusinessDay",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceBusinessWeekend",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceBusinessWeek",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceBusinessMonth",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceBusinessOnetime",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceBusinessTotalMinimum",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceBusinessTotalMaximum",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceBusinessDayMinimum",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceBusinessDayMaximum",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceBusinessDamageDeductible",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RentalOptionTag",
                    "kind": "LinkedField",
                    "name": "tags",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "position",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "value",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "highlight",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProductTag",
                        "kind": "LinkedField",
                        "name": "tag",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "slug",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RentalOptionProduct",
                    "kind": "LinkedField",
                    "name": "products",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Product",
                        "kind": "LinkedField",
                        "name": "product",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          (v4/*:: as any*/),
                          (v12/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "licensePlate",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      {
                        "alias": null,
                        "args": (v20/*:: as any*/),
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
                        "args": (v20/*:: as any*/),
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
            "type": "UpdateRentalOptionSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v19/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f3bc5566bf35e9cb9d1ccf6c28882ec2",
    "id": null,
    "metadata": {},
    "name": "RentalOptionFormUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation RentalOptionFormUpdateMutation(\n  $input: UpdateRentalOptionInput!\n) {\n  updateRentalOption(input: $input) {\n    __typename\n    ... on UpdateRentalOptionSuccess {\n      rentalOption {\n        ...RentalOptionForm_rentalOption_2pDFFS\n        id\n        databaseId\n        status\n        title\n        acriss\n        description\n        productCount\n        pricePrivateDay\n        vatFactor\n        category {\n          title\n          id\n        }\n        company {\n          name\n          id\n        }\n        location {\n          name\n          zip\n          city\n          id\n        }\n        updatedAt\n        viewerMayChange\n        viewerMayDelete\n      }\n    }\n    ...useSaveMutation_answer\n  }\n}\n\nfragment HistoryList_entries on HistoryEntry {\n  id\n  at\n  authorName\n  status\n  comment\n  changes\n  valueNames\n}\n\nfragment HistoryPanel_owner on Historied {\n  __isHistoried: __typename\n  history(first: 20) {\n    edges {\n      node {\n        ...HistoryList_entries\n        id\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment ProductsTab_rentalOption on RentalOption {\n  id\n  title\n  updatedAt\n  products {\n    product {\n      id\n      databaseId\n      name\n      licensePlate\n    }\n  }\n}\n\nfragment RentalOptionForm_rentalOption_2pDFFS on RentalOption {\n  id\n  databaseId\n  updatedAt\n  viewerMayChange\n  viewerMayDelete\n  title\n  status\n  description\n  titleEn\n  descriptionEn\n  imageAltTextEn\n  acriss\n  image\n  imageAltText\n  imageUpload {\n    id\n    url\n  }\n  category {\n    id\n    requireTransportationBetweenLocations\n  }\n  company {\n    id\n  }\n  location {\n    id\n  }\n  canBeRequestedFromOtherLocation\n  isDigital\n  samePricePrivateBusiness\n  nodailyprice\n  maxAmount\n  vatFactor\n  mileageSameForBoth\n  mileagePrivateDay\n  mileagePrivateWeekend\n  mileagePrivateWeek\n  mileagePrivateMonth\n  mileageBusinessDay\n  mileageBusinessWeekend\n  mileageBusinessWeek\n  mileageBusinessMonth\n  pricePrivateHour\n  pricePrivateDay\n  pricePrivateWeekend\n  pricePrivateWeek\n  pricePrivateMonth\n  pricePrivateOnetime\n  pricePrivateTotalMinimum\n  pricePrivateTotalMaximum\n  pricePrivateDayMinimum\n  pricePrivateDayMaximum\n  pricePrivateDamageDeductible\n  priceBusinessHour\n  priceBusinessDay\n  priceBusinessWeekend\n  priceBusinessWeek\n  priceBusinessMonth\n  priceBusinessOnetime\n  priceBusinessTotalMinimum\n  priceBusinessTotalMaximum\n  priceBusinessDayMinimum\n  priceBusinessDayMaximum\n  priceBusinessDamageDeductible\n  tags {\n    position\n    value\n    highlight\n    tag {\n      id\n      slug\n    }\n  }\n  ...ProductsTab_rentalOption\n  ...HistoryPanel_owner\n}\n\nfragment useSaveMutation_answer on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fields {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "06e5fb50f57c1714a809b5683af841cb";

export default node;
