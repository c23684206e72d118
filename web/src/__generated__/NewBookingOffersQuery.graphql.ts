/**
 * @generated SignedSource<<fe82fc448bb5c9cdb54ba783412b7e68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
export type NewBookingOffersQuery$variables = {
  account: string;
  cart: CartInput;
  hasVehicle: boolean;
  search: RentalSearchInput;
  vehicle?: string | null | undefined;
};
export type NewBookingOffersQuery$data = {
  readonly rentalSearch: {
    readonly __typename: "RentalSearch";
    readonly cart?: {
      readonly days: number;
      readonly lines: ReadonlyArray<{
        readonly amount: number;
        readonly databaseId: number;
        readonly lineType: BookingLineType;
        readonly slug: string;
        readonly title: string;
        readonly totalPrice: string;
      }>;
      readonly total: string;
    };
    readonly days: number;
    readonly extras?: ReadonlyArray<{
      readonly automatic: boolean;
      readonly databaseId: number;
      readonly maxAmount: number;
      readonly rentalOption: {
        readonly id: string;
      };
      readonly title: string;
      readonly totalPrice: string;
    }>;
    readonly insurances: ReadonlyArray<{
      readonly databaseId: number;
      readonly slug: string;
      readonly title: string;
      readonly totalPrice: string;
    }>;
    readonly vatIncluded: boolean;
    readonly vehicles: ReadonlyArray<{
      readonly availableCount: number;
      readonly databaseId: number;
      readonly nodailyprice: boolean;
      readonly pricePerDay: string;
      readonly rentalOption: {
        readonly id: string;
      };
      readonly title: string;
      readonly totalPrice: string;
    }>;
    readonly warnings: ReadonlyArray<string>;
  } | {
    readonly __typename: "ValidationError";
    readonly fields: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type NewBookingOffersQuery = {
  response: NewBookingOffersQuery$data;
  variables: NewBookingOffersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "account"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "cart"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasVehicle"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "vehicle"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "days",
  "storageKey": null
},
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
  "name": "title",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPrice",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "RentalOption",
  "kind": "LinkedField",
  "name": "rentalOption",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v12 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "search"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "rentalSearch",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "vatIncluded",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "warnings",
            "storageKey": null
          },
          {
            "alias": "vehicles",
            "args": [
              {
                "kind": "Variable",
                "name": "bookableIn",
                "variableName": "account"
              },
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
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "availableCount",
                "storageKey": null
              },
              (v8/*:: as any*/),
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
              (v9/*:: as any*/)
            ],
            "storageKey": null
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
              (v6/*:: as any*/),
              (v10/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": "offers(group:\"insurance\")"
          },
          {
            "condition": "hasVehicle",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": "extras",
                "args": [
                  {
                    "kind": "Variable",
                    "name": "forRentalOptionId",
                    "variableName": "vehicle"
                  },
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
                  (v7/*:: as any*/),
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
                  },
                  (v9/*:: as any*/)
                ],
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
                    "name": "total",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartLineQuote",
                    "kind": "LinkedField",
                    "name": "lines",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "amount",
                        "storageKey": null
                      },
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lineType",
                        "storageKey": null
                      },
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          }
        ],
        "type": "RentalSearch",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v11/*:: as any*/),
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
              (v11/*:: as any*/)
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewBookingOffersQuery",
    "selections": (v12/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NewBookingOffersQuery",
    "selections": (v12/*:: as any*/)
  },
  "params": {
    "cacheID": "925ae983954307768ecfa6677a5d9da1",
    "id": null,
    "metadata": {},
    "name": "NewBookingOffersQuery",
    "operationKind": "query",
    "text": "query NewBookingOffersQuery(\n  $search: RentalSearchInput!\n  $account: ID!\n  $cart: CartInput!\n  $vehicle: ID\n  $hasVehicle: Boolean!\n) {\n  rentalSearch(input: $search) {\n    __typename\n    ... on RentalSearch {\n      days\n      vatIncluded\n      warnings\n      vehicles: offers(group: vehicles, bookableIn: $account) {\n        databaseId\n        title\n        availableCount\n        totalPrice\n        pricePerDay\n        nodailyprice\n        rentalOption {\n          id\n        }\n      }\n      insurances: offers(group: insurance) {\n        databaseId\n        slug\n        title\n        totalPrice\n      }\n      extras: offers(group: accessories, forRentalOptionId: $vehicle) @include(if: $hasVehicle) {\n        databaseId\n        title\n        totalPrice\n        maxAmount\n        automatic\n        rentalOption {\n          id\n        }\n      }\n      cart(input: $cart) @include(if: $hasVehicle) {\n        total\n        days\n        lines {\n          databaseId\n          title\n          amount\n          totalPrice\n          lineType\n          slug\n        }\n      }\n    }\n    ... on ValidationError {\n      message\n      fields {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1533c52e4e881071bf79bc0244ad30d4";

export default node;
