/**
 * @generated SignedSource<<6e4ca68fa4666878c178746c3a0d24e9>>
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
export type CustomerStepQuery$variables = {
  cart: CartInput;
  search: RentalSearchInput;
};
export type CustomerStepQuery$data = {
  readonly allCountries: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CountrySelect_countries">;
  }>;
  readonly rentalSearch: {
    readonly __typename: "RentalSearch";
    readonly CustomerForm_search: {
      readonly " $fragmentSpreads": FragmentRefs<"CustomerForm_search">;
    } | null | undefined;
    readonly StepBar_search: {
      readonly " $fragmentSpreads": FragmentRefs<"StepBar_search">;
    } | null | undefined;
    readonly WizardCheck_search: {
      readonly " $fragmentSpreads": FragmentRefs<"WizardCheck_search">;
    } | null | undefined;
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
  readonly viewer: {
    readonly email: string;
    readonly firstname: string;
    readonly lastname: string;
    readonly phone: string | null | undefined;
    readonly phoneCountryCode: string | null | undefined;
  } | null | undefined;
};
export type CustomerStepQuery = {
  response: CustomerStepQuery$data;
  variables: CustomerStepQuery$variables;
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
  "kind": "ScalarField",
  "name": "firstname",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastname",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phoneCountryCode",
  "storageKey": null
},
v7 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "search"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v13 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isOtherPlace",
    "storageKey": null
  },
  (v9/*:: as any*/)
],
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
    "name": "CustomerStepQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "allCountries",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CountrySelect_countries"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rentalSearch",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
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
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "CustomerForm_search"
                    }
                  ],
                  "type": "RentalSearch",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "CustomerForm_search"
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
    "name": "CustomerStepQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "allCountries",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
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
            "name": "phoneCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "flagCode",
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rentalSearch",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
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
                      (v10/*:: as any*/),
                      (v11/*:: as any*/)
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
                      (v12/*:: as any*/)
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
                  (v10/*:: as any*/)
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
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
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
                "args": null,
                "kind": "ScalarField",
                "name": "licenceAtPickupAllowed",
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
                  (v12/*:: as any*/),
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
    "cacheID": "396d6a0044689ba47665c6fdddea9f60",
    "id": null,
    "metadata": {},
    "name": "CustomerStepQuery",
    "operationKind": "query",
    "text": "query CustomerStepQuery(\n  $search: RentalSearchInput!\n  $cart: CartInput!\n) {\n  allCountries {\n    ...CountrySelect_countries\n    id\n  }\n  viewer {\n    firstname\n    lastname\n    email\n    phone\n    phoneCountryCode\n    id\n  }\n  rentalSearch(input: $search) {\n    __typename\n    ... on RentalSearch {\n      ...StepBar_search_1wLie3\n      ...WizardCheck_search\n      ...CustomerForm_search\n    }\n    ... on ValidationError {\n      ...SearchProblem_error\n    }\n  }\n}\n\nfragment CountrySelect_countries on Country {\n  code\n  name\n  phoneCode\n  flagCode\n}\n\nfragment CustomerForm_search on RentalSearch {\n  licenceAtPickupAllowed\n  pickupLocation {\n    isOtherPlace\n    id\n  }\n  dropoffLocation {\n    isOtherPlace\n    id\n  }\n}\n\nfragment SearchProblem_error on ValidationError {\n  message\n  fields {\n    field\n    message\n  }\n}\n\nfragment StepBar_search_1wLie3 on RentalSearch {\n  days\n  vatIncluded\n  cart(input: $cart) {\n    rentalTotal\n    insuranceTotal\n    accessoriesTotal\n    total\n  }\n}\n\nfragment WizardCheck_search on RentalSearch {\n  freeVehicles: offers(group: vehicles) {\n    databaseId\n  }\n  accessoryLimits: offers(group: accessories) {\n    databaseId\n    title\n    maxAmount\n    automatic\n  }\n  insurances: offers(group: insurance) {\n    slug\n  }\n  cart(input: $cart) {\n    lines {\n      lineType\n      databaseId\n      title\n    }\n    errors {\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "36d09cf5ff5b7b5dc26ed20a704ac685";

export default node;
