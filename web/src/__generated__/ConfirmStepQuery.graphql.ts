/**
 * @generated SignedSource<<951aec01bc649cd95a3e0c5ce79c5500>>
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
export type ConfirmStepQuery$variables = {
  cart: CartInput;
  search: RentalSearchInput;
};
export type ConfirmStepQuery$data = {
  readonly rentalSearch: {
    readonly __typename: "RentalSearch";
    readonly CartTable_search: {
      readonly " $fragmentSpreads": FragmentRefs<"CartTable_search">;
    } | null | undefined;
    readonly DepositInfo_search: {
      readonly " $fragmentSpreads": FragmentRefs<"DepositInfo_search">;
    } | null | undefined;
    readonly OrderForm_search: {
      readonly " $fragmentSpreads": FragmentRefs<"OrderForm_search">;
    } | null | undefined;
    readonly OrderSummary_search: {
      readonly " $fragmentSpreads": FragmentRefs<"OrderSummary_search">;
    } | null | undefined;
    readonly StepBar_search: {
      readonly " $fragmentSpreads": FragmentRefs<"StepBar_search">;
    } | null | undefined;
    readonly WizardCheck_search: {
      readonly " $fragmentSpreads": FragmentRefs<"WizardCheck_search">;
    } | null | undefined;
    readonly cart: {
      readonly errors: ReadonlyArray<{
        readonly field: string;
        readonly message: string;
      }>;
    };
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
export type ConfirmStepQuery = {
  response: ConfirmStepQuery$data;
  variables: ConfirmStepQuery$variables;
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
    "name": "cart",
    "variableName": "cart"
  }
],
v5 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "cart"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  },
  (v6/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "FieldError",
  "kind": "LinkedField",
  "name": "errors",
  "plural": true,
  "selections": (v7/*:: as any*/),
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = [
  {
    "kind": "Literal",
    "name": "group",
    "value": "vehicles"
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "damageDeductible",
  "storageKey": null
},
v13 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
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
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "city",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isOtherPlace",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
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
    "name": "ConfirmStepQuery",
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
                      "args": (v4/*:: as any*/),
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
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "OrderSummary_search"
                    }
                  ],
                  "type": "RentalSearch",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "OrderSummary_search"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": (v4/*:: as any*/),
                      "kind": "FragmentSpread",
                      "name": "CartTable_search"
                    }
                  ],
                  "type": "RentalSearch",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "CartTable_search"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "DepositInfo_search"
                    }
                  ],
                  "type": "RentalSearch",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "DepositInfo_search"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": (v4/*:: as any*/),
                      "kind": "FragmentSpread",
                      "name": "OrderForm_search"
                    }
                  ],
                  "type": "RentalSearch",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "OrderForm_search"
              },
              {
                "alias": null,
                "args": (v5/*:: as any*/),
                "concreteType": "CartQuote",
                "kind": "LinkedField",
                "name": "cart",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/)
                ],
                "storageKey": null
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
    "name": "ConfirmStepQuery",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "vatIncluded",
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v5/*:: as any*/),
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
                      (v9/*:: as any*/),
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
                        "name": "amount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "locked",
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
                      }
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "freeVehicles",
                "args": (v11/*:: as any*/),
                "concreteType": "RentalOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/)
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
                  (v9/*:: as any*/),
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
                  },
                  (v10/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": "offers(group:\"insurance\")"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pickupAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dropoffAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Location",
                "kind": "LinkedField",
                "name": "pickupLocation",
                "plural": false,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Location",
                "kind": "LinkedField",
                "name": "dropoffLocation",
                "plural": false,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "customerType",
                "storageKey": null
              },
              {
                "alias": "vehicles",
                "args": (v11/*:: as any*/),
                "concreteType": "RentalOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  (v12/*:: as any*/)
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
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FieldError",
                "kind": "LinkedField",
                "name": "fields",
                "plural": true,
                "selections": (v7/*:: as any*/),
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
    "cacheID": "f3003adc5de0831bf89b837a96ee4d8e",
    "id": null,
    "metadata": {},
    "name": "ConfirmStepQuery",
    "operationKind": "query",
    "text": "query ConfirmStepQuery(\n  $search: RentalSearchInput!\n  $cart: CartInput!\n) {\n  rentalSearch(input: $search) {\n    __typename\n    ... on RentalSearch {\n      ...StepBar_search_1wLie3\n      ...WizardCheck_search\n      ...OrderSummary_search\n      ...CartTable_search_1wLie3\n      ...DepositInfo_search\n      ...OrderForm_search_1wLie3\n      cart(input: $cart) {\n        errors {\n          field\n          message\n        }\n      }\n    }\n    ... on ValidationError {\n      ...SearchProblem_error\n    }\n  }\n}\n\nfragment CartTable_search_1wLie3 on RentalSearch {\n  vatIncluded\n  cart(input: $cart) {\n    total\n    lines {\n      databaseId\n      title\n      titleLanguage\n      lineType\n      amount\n      locked\n      totalPrice\n      pricePerDay\n      nodailyprice\n    }\n  }\n}\n\nfragment DepositInfo_search on RentalSearch {\n  days\n  customerType\n  vehicles: offers(group: vehicles) {\n    databaseId\n    damageDeductible\n  }\n  insurances: offers(group: insurance) {\n    slug\n    title\n    damageDeductible\n  }\n}\n\nfragment OrderForm_search_1wLie3 on RentalSearch {\n  vatIncluded\n  cart(input: $cart) {\n    total\n  }\n}\n\nfragment OrderSummary_search on RentalSearch {\n  days\n  pickupAt\n  dropoffAt\n  pickupLocation {\n    name\n    address1\n    address2\n    zip\n    city\n    isOtherPlace\n    id\n  }\n  dropoffLocation {\n    name\n    address1\n    address2\n    zip\n    city\n    isOtherPlace\n    id\n  }\n}\n\nfragment SearchProblem_error on ValidationError {\n  message\n  fields {\n    field\n    message\n  }\n}\n\nfragment StepBar_search_1wLie3 on RentalSearch {\n  days\n  vatIncluded\n  cart(input: $cart) {\n    rentalTotal\n    insuranceTotal\n    accessoriesTotal\n    total\n  }\n}\n\nfragment WizardCheck_search on RentalSearch {\n  freeVehicles: offers(group: vehicles) {\n    databaseId\n  }\n  accessoryLimits: offers(group: accessories) {\n    databaseId\n    title\n    maxAmount\n    automatic\n  }\n  insurances: offers(group: insurance) {\n    slug\n  }\n  cart(input: $cart) {\n    lines {\n      lineType\n      databaseId\n      title\n    }\n    errors {\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "71598993a67256ea963364faa8f923dd";

export default node;
