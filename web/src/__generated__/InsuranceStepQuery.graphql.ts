/**
 * @generated SignedSource<<fdf90302f016ed554646cf372d319a07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BookingLineType = "accessory" | "insurance" | "rental" | "%future added value";
export type CustomerType = "business" | "private" | "%future added value";
export type RentalSearchInput = {
  above25?: boolean | null | undefined;
  customerType?: CustomerType | null | undefined;
  dropoffAt: string;
  dropoffLocationId?: string | null | undefined;
  pickupAt: string;
  pickupLocationId: string;
};
export type CartInput = {
  accessories?: ReadonlyArray<CartItemInput> | null | undefined;
  insurance?: string | null | undefined;
  rentalOptionId?: string | null | undefined;
};
export type CartItemInput = {
  amount: number;
  rentalOptionId: string;
};
export type InsuranceStepQuery$variables = {
  cart: CartInput;
  search: RentalSearchInput;
};
export type InsuranceStepQuery$data = {
  readonly rentalSearch: {
    readonly __typename: "RentalSearch";
    readonly StepBar_search: {
      readonly " $fragmentSpreads": FragmentRefs<"StepBar_search">;
    } | null | undefined;
    readonly WizardCheck_search: {
      readonly " $fragmentSpreads": FragmentRefs<"WizardCheck_search">;
    } | null | undefined;
    readonly cart: {
      readonly lines: ReadonlyArray<{
        readonly lineType: BookingLineType;
        readonly slug: string;
      }>;
    };
    readonly offers: ReadonlyArray<{
      readonly databaseId: number;
      readonly slug: string;
      readonly " $fragmentSpreads": FragmentRefs<"OfferCard_offer">;
    }>;
  } | {
    readonly __typename: "ValidationError";
    readonly SearchProblem_error: {
      readonly " $fragmentSpreads": FragmentRefs<"SearchProblem_error">;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type InsuranceStepQuery = {
  response: InsuranceStepQuery$data;
  variables: InsuranceStepQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "cart"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "search"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "cart"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lineType",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v7 = [
  {
    "kind": "Literal",
    "name": "group",
    "value": "insurance"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vatIncluded",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "InsuranceStepQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rentalSearch",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": [
                        {
                          "kind": "Variable",
                          "name": "cart",
                          "variableName": "cart"
                        }
                      ],
                      "kind": "FragmentSpread",
                      "name": "StepBar_search"
                    }
                  ],
                  "type": "RentalSearch",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "StepBar_search"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "WizardCheck_search"
                    }
                  ],
                  "type": "RentalSearch",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "WizardCheck_search"
              },
              {
                "alias": null,
                "args": (v4/*:: as any*/),
                "concreteType": "CartQuote",
                "kind": "LinkedField",
                "name": "cart",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartLineQuote",
                    "kind": "LinkedField",
                    "name": "lines",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v7/*:: as any*/),
                "concreteType": "RentalOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "OfferCard_offer"
                  }
                ],
                "storageKey": "offers(group:\"insurance\")"
              }
            ],
            "type": "RentalSearch",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "SearchProblem_error"
                    }
                  ],
                  "type": "ValidationError",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "SearchProblem_error"
              }
            ],
            "type": "ValidationError",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "InsuranceStepQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rentalSearch",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "days",
                "storageKey": null
              },
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": (v4/*:: as any*/),
                "concreteType": "CartQuote",
                "kind": "LinkedField",
                "name": "cart",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rentalTotal",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "insuranceTotal",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accessoriesTotal",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "total",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartLineQuote",
                    "kind": "LinkedField",
                    "name": "lines",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      (v8/*:: as any*/),
                      (v10/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FieldError",
                    "kind": "LinkedField",
                    "name": "errors",
                    "plural": true,
                    "selections": [
                      (v11/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": "freeVehicles",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "group",
                    "value": "vehicles"
                  }
                ],
                "concreteType": "RentalOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/)
                ],
                "storageKey": "offers(group:\"vehicles\")"
              },
              {
                "alias": "accessoryLimits",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "group",
                    "value": "accessories"
                  }
                ],
                "concreteType": "RentalOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxAmount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "automatic",
                    "storageKey": null
                  }
                ],
                "storageKey": "offers(group:\"accessories\")"
              },
              {
                "alias": "insurances",
                "args": (v7/*:: as any*/),
                "concreteType": "RentalOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/)
                ],
                "storageKey": "offers(group:\"insurance\")"
              },
              {
                "alias": null,
                "args": (v7/*:: as any*/),
                "concreteType": "RentalOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  (v6/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "titleLanguage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "descriptionLanguage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalPrice",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricePerDay",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nodailyprice",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "transported",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Location",
                    "kind": "LinkedField",
                    "name": "homeLocation",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "exampleModels",
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "exists",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "alt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "UploadVariant",
                        "kind": "LinkedField",
                        "name": "variants",
                        "plural": true,
                        "selections": [
                          (v13/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "width",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "height",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "mime",
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
                    "kind": "ScalarField",
                    "name": "imageAltTextLanguage",
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
                        "name": "displayValue",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayTitle",
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
                          (v10/*:: as any*/),
                          (v12/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "offers(group:\"insurance\")"
              }
            ],
            "type": "RentalSearch",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FieldError",
                "kind": "LinkedField",
                "name": "fields",
                "plural": true,
                "selections": [
                  (v11/*:: as any*/),
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "ValidationError",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b083e4da5321321d825f58d71b33edc2",
    "id": null,
    "metadata": {},
    "name": "InsuranceStepQuery",
    "operationKind": "query",
    "text": "query InsuranceStepQuery(\n  $search: RentalSearchInput!\n  $cart: CartInput!\n) {\n  rentalSearch(input: $search) {\n    __typename\n    ... on RentalSearch {\n      ...StepBar_search_1wLie3\n      ...WizardCheck_search\n      cart(input: $cart) {\n        lines {\n          lineType\n          slug\n        }\n      }\n      offers(group: insurance) {\n        databaseId\n        slug\n        ...OfferCard_offer\n      }\n    }\n    ... on ValidationError {\n      ...SearchProblem_error\n    }\n  }\n}\n\nfragment OfferCard_offer on RentalOffer {\n  title\n  titleLanguage\n  description\n  descriptionLanguage\n  totalPrice\n  pricePerDay\n  nodailyprice\n  vatIncluded\n  transported\n  homeLocation {\n    name\n    id\n  }\n  exampleModels\n  imageUpload {\n    exists\n    id\n  }\n  ...OfferImage_offer\n  ...OfferTags_offer\n}\n\nfragment OfferImage_offer on RentalOffer {\n  image\n  imageAltText\n  imageAltTextLanguage\n  imageUpload {\n    url\n    alt\n    exists\n    variants {\n      url\n      width\n      height\n      mime\n    }\n    id\n  }\n}\n\nfragment OfferTags_offer on RentalOffer {\n  tags {\n    position\n    displayValue\n    displayTitle\n    highlight\n    tag {\n      title\n      id\n    }\n  }\n}\n\nfragment SearchProblem_error on ValidationError {\n  message\n  fields {\n    field\n    message\n  }\n}\n\nfragment StepBar_search_1wLie3 on RentalSearch {\n  days\n  vatIncluded\n  cart(input: $cart) {\n    rentalTotal\n    insuranceTotal\n    accessoriesTotal\n    total\n  }\n}\n\nfragment WizardCheck_search on RentalSearch {\n  freeVehicles: offers(group: vehicles) {\n    databaseId\n  }\n  accessoryLimits: offers(group: accessories) {\n    databaseId\n    title\n    maxAmount\n    automatic\n  }\n  insurances: offers(group: insurance) {\n    slug\n  }\n  cart(input: $cart) {\n    lines {\n      lineType\n      databaseId\n      title\n    }\n    errors {\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c48ce365e1b7baaec76152b57e39272";

export default node;
