/**
 * @generated SignedSource<<b8dbe2e3684938f14c3a9c2a3672341e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
export type VehicleStepQuery$variables = {
  cart: CartInput;
  search: RentalSearchInput;
};
export type VehicleStepQuery$data = {
  readonly appInfo: {
    readonly developmentMode: boolean;
  };
  readonly rentalSearch: {
    readonly __typename: "RentalSearch";
    readonly StepBar_search: {
      readonly " $fragmentSpreads": FragmentRefs<"StepBar_search">;
    } | null | undefined;
    readonly WizardCheck_search: {
      readonly " $fragmentSpreads": FragmentRefs<"WizardCheck_search">;
    } | null | undefined;
    readonly offers: ReadonlyArray<{
      readonly databaseId: number;
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
export type VehicleStepQuery = {
  response: VehicleStepQuery$data;
  variables: VehicleStepQuery$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "AppInfo",
  "kind": "LinkedField",
  "name": "appInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "developmentMode",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "search"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = [
  {
    "kind": "Literal",
    "name": "group",
    "value": "vehicles"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vatIncluded",
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
  "name": "field",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v12 = {
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
    "name": "VehicleStepQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rentalSearch",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
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
                "args": (v5/*:: as any*/),
                "concreteType": "RentalOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "OfferCard_offer"
                  }
                ],
                "storageKey": "offers(group:\"vehicles\")"
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
    "name": "VehicleStepQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rentalSearch",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
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
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Variable",
                    "name": "input",
                    "variableName": "cart"
                  }
                ],
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lineType",
                        "storageKey": null
                      },
                      (v6/*:: as any*/),
                      (v8/*:: as any*/)
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
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": "freeVehicles",
                "args": (v5/*:: as any*/),
                "concreteType": "RentalOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/)
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
                  (v6/*:: as any*/),
                  (v8/*:: as any*/),
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
                "args": [
                  {
                    "kind": "Literal",
                    "name": "group",
                    "value": "insurance"
                  }
                ],
                "concreteType": "RentalOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  }
                ],
                "storageKey": "offers(group:\"insurance\")"
              },
              {
                "alias": null,
                "args": (v5/*:: as any*/),
                "concreteType": "RentalOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v8/*:: as any*/),
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
                  (v7/*:: as any*/),
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
                      (v10/*:: as any*/)
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
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
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
                          (v11/*:: as any*/),
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
                          (v8/*:: as any*/),
                          (v10/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "offers(group:\"vehicles\")"
              }
            ],
            "type": "RentalSearch",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FieldError",
                "kind": "LinkedField",
                "name": "fields",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  (v12/*:: as any*/)
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
    "cacheID": "15db74541cdf3a5c0a7d3982680b4586",
    "id": null,
    "metadata": {},
    "name": "VehicleStepQuery",
    "operationKind": "query",
    "text": "query VehicleStepQuery(\n  $search: RentalSearchInput!\n  $cart: CartInput!\n) {\n  appInfo {\n    developmentMode\n  }\n  rentalSearch(input: $search) {\n    __typename\n    ... on RentalSearch {\n      ...StepBar_search_1wLie3\n      ...WizardCheck_search\n      offers(group: vehicles) {\n        databaseId\n        ...OfferCard_offer\n      }\n    }\n    ... on ValidationError {\n      ...SearchProblem_error\n    }\n  }\n}\n\nfragment OfferCard_offer on RentalOffer {\n  title\n  titleLanguage\n  description\n  descriptionLanguage\n  totalPrice\n  pricePerDay\n  nodailyprice\n  vatIncluded\n  transported\n  homeLocation {\n    name\n    id\n  }\n  exampleModels\n  imageUpload {\n    exists\n    id\n  }\n  ...OfferImage_offer\n  ...OfferTags_offer\n}\n\nfragment OfferImage_offer on RentalOffer {\n  image\n  imageAltText\n  imageAltTextLanguage\n  imageUpload {\n    url\n    alt\n    exists\n    variants {\n      url\n      width\n      height\n      mime\n    }\n    id\n  }\n}\n\nfragment OfferTags_offer on RentalOffer {\n  tags {\n    position\n    displayValue\n    displayTitle\n    highlight\n    tag {\n      title\n      id\n    }\n  }\n}\n\nfragment SearchProblem_error on ValidationError {\n  message\n  fields {\n    field\n    message\n  }\n}\n\nfragment StepBar_search_1wLie3 on RentalSearch {\n  days\n  vatIncluded\n  cart(input: $cart) {\n    rentalTotal\n    insuranceTotal\n    accessoriesTotal\n    total\n  }\n}\n\nfragment WizardCheck_search on RentalSearch {\n  freeVehicles: offers(group: vehicles) {\n    databaseId\n  }\n  accessoryLimits: offers(group: accessories) {\n    databaseId\n    title\n    maxAmount\n    automatic\n  }\n  insurances: offers(group: insurance) {\n    slug\n  }\n  cart(input: $cart) {\n    lines {\n      lineType\n      databaseId\n      title\n    }\n    errors {\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f4b9ce2f634f78a36d949ed2c2b69aef";

export default node;
