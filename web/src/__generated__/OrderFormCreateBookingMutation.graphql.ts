/**
 * @generated SignedSource<<7bb585b952165a32861e6b4ee9bf2d7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CustomerLanguage = "en" | "no" | "%future added value";
export type CustomerType = "business" | "private" | "%future added value";
export type DriversLicenceChoice = "bring_on_pickup" | "upload" | "%future added value";
export type CreateBookingInput = {
  above25?: boolean | null | undefined;
  accessories?: ReadonlyArray<CartItemInput> | null | undefined;
  businessName?: string | null | undefined;
  businessNumber?: string | null | undefined;
  comment?: string | null | undefined;
  countryCode?: string | null | undefined;
  customerLanguage?: CustomerLanguage | null | undefined;
  customerType?: CustomerType | null | undefined;
  driversLicence: DriversLicenceChoice;
  driversLicenceFile?: string | null | undefined;
  dropoffAddress?: string | null | undefined;
  dropoffAt: string;
  dropoffLocationId?: string | null | undefined;
  email: string;
  expectedTotal?: string | null | undefined;
  firstname: string;
  insurance?: string | null | undefined;
  lastname: string;
  phone: string;
  pickupAddress?: string | null | undefined;
  pickupAt: string;
  pickupLocationId: string;
  reference?: string | null | undefined;
  rentalOptionId: string;
  termsAccepted: boolean;
};
export type CartItemInput = {
  amount: number;
  rentalOptionId: string;
};
export type OrderFormCreateBookingMutation$variables = {
  input: CreateBookingInput;
};
export type OrderFormCreateBookingMutation$data = {
  readonly createBooking: {
    readonly __typename: "CreateBookingPayload";
    readonly bookingNumber: string;
    readonly customerEmail: string;
    readonly licenceAtPickup: boolean;
  } | {
    readonly __typename: "NotAvailableError";
    readonly message: string;
  } | {
    readonly __typename: "RateLimitedError";
    readonly message: string;
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
export type OrderFormCreateBookingMutation = {
  response: OrderFormCreateBookingMutation$data;
  variables: OrderFormCreateBookingMutation$variables;
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
  "name": "message",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
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
    "name": "createBooking",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bookingNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customerEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "licenceAtPickup",
            "storageKey": null
          }
        ],
        "type": "CreateBookingPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "NotAvailableError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "RateLimitedError",
        "abstractKey": null
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
    "name": "OrderFormCreateBookingMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderFormCreateBookingMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "d98f9c8036c3dfd1d3436e0cf10bf155",
    "id": null,
    "metadata": {},
    "name": "OrderFormCreateBookingMutation",
    "operationKind": "mutation",
    "text": "mutation OrderFormCreateBookingMutation(\n  $input: CreateBookingInput!\n) {\n  createBooking(input: $input) {\n    __typename\n    ... on CreateBookingPayload {\n      bookingNumber\n      customerEmail\n      licenceAtPickup\n    }\n    ... on ValidationError {\n      message\n      fields {\n        field\n        message\n      }\n    }\n    ... on NotAvailableError {\n      message\n    }\n    ... on RateLimitedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d6dc920fe63bd70cee5ccb02eef4e67";

export default node;
