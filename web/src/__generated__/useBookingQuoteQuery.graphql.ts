/**
 * @generated SignedSource<<2deef7ad1a620ccc96539982b2446f20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BookingStatus = "cancelled" | "completed" | "confirmed" | "delivered" | "pending" | "returned" | "%future added value";
export type UpdateBookingInput = {
  comment?: string | null | undefined;
  customerUserId?: string | null | undefined;
  dropoffAddress?: string | null | undefined;
  dropoffAt?: string | null | undefined;
  dropoffLocationId?: string | null | undefined;
  guestBusinessName?: string | null | undefined;
  guestBusinessOrgnr?: string | null | undefined;
  guestCountry?: string | null | undefined;
  guestEmail?: string | null | undefined;
  guestFirstname?: string | null | undefined;
  guestLastname?: string | null | undefined;
  guestPhone?: string | null | undefined;
  id: string;
  lines?: ReadonlyArray<BookingLineInput> | null | undefined;
  pickupAddress?: string | null | undefined;
  pickupAt?: string | null | undefined;
  pickupLocationId?: string | null | undefined;
  reference?: string | null | undefined;
  status?: BookingStatus | null | undefined;
  updatedAt: string;
};
export type BookingLineInput = {
  amount?: number | null | undefined;
  manualPricePerDay?: string | null | undefined;
  productId?: string | null | undefined;
  rentalOptionId: string;
};
export type useBookingQuoteQuery$variables = {
  input: UpdateBookingInput;
};
export type useBookingQuoteQuery$data = {
  readonly bookingQuote: {
    readonly __typename: string;
    readonly lines?: ReadonlyArray<{
      readonly manualPrice: boolean;
      readonly pricePerDay: string;
      readonly totalPrice: string;
    }>;
    readonly message?: string;
    readonly totalPrice?: string;
  };
};
export type useBookingQuoteQuery = {
  response: useBookingQuoteQuery$data;
  variables: useBookingQuoteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPrice",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "bookingQuote",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BookingQuoteLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pricePerDay",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "manualPrice",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "BookingQuote",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useBookingQuoteQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBookingQuoteQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b45802cc657c1f395f8a31059626bae0",
    "id": null,
    "metadata": {},
    "name": "useBookingQuoteQuery",
    "operationKind": "query",
    "text": "query useBookingQuoteQuery(\n  $input: UpdateBookingInput!\n) {\n  bookingQuote(input: $input) {\n    __typename\n    ... on BookingQuote {\n      totalPrice\n      lines {\n        pricePerDay\n        totalPrice\n        manualPrice\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b6215a2b8fccfd9ce3f6e70e9131147c";

export default node;
