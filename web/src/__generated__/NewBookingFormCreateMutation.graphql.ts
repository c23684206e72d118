/**
 * @generated SignedSource<<225b3060bba34927c7e012d27b99addf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DriversLicenceChoice = "bring_on_pickup" | "upload" | "%future added value";
export type CreateStaffBookingInput = {
  above25?: boolean | null | undefined;
  accessories?: ReadonlyArray<CartItemInput> | null | undefined;
  accountId: string;
  businessName?: string | null | undefined;
  businessNumber?: string | null | undefined;
  comment?: string | null | undefined;
  countryCode?: string | null | undefined;
  customerType?: string | null | undefined;
  customerUserId?: string | null | undefined;
  driversLicence: DriversLicenceChoice;
  driversLicenceFile?: string | null | undefined;
  dropoffAddress?: string | null | undefined;
  dropoffAt: string;
  dropoffLocationId?: string | null | undefined;
  email?: string | null | undefined;
  firstname?: string | null | undefined;
  insurance?: string | null | undefined;
  lastname?: string | null | undefined;
  phone?: string | null | undefined;
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
export type NewBookingFormCreateMutation$variables = {
  input: CreateStaffBookingInput;
};
export type NewBookingFormCreateMutation$data = {
  readonly createStaffBooking: {
    readonly __typename: string;
    readonly booking?: {
      readonly databaseId: number;
      readonly number: string;
    };
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly warnings?: ReadonlyArray<string>;
  };
};
export type NewBookingFormCreateMutation = {
  response: NewBookingFormCreateMutation$data;
  variables: NewBookingFormCreateMutation$variables;
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
  "name": "warnings",
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
  "name": "number",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
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
        (v6/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewBookingFormCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createStaffBooking",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Booking",
                "kind": "LinkedField",
                "name": "booking",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "CreateStaffBookingSuccess",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
    "name": "NewBookingFormCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createStaffBooking",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Booking",
                "kind": "LinkedField",
                "name": "booking",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreateStaffBookingSuccess",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7aa190db3d892913413269c4b9ac0c14",
    "id": null,
    "metadata": {},
    "name": "NewBookingFormCreateMutation",
    "operationKind": "mutation",
    "text": "mutation NewBookingFormCreateMutation(\n  $input: CreateStaffBookingInput!\n) {\n  createStaffBooking(input: $input) {\n    __typename\n    ... on CreateStaffBookingSuccess {\n      warnings\n      booking {\n        databaseId\n        number\n        id\n      }\n    }\n    ... on ValidationError {\n      fields {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "57979a5e5ef4c0b7f94016dd7a7e5a47";

export default node;
