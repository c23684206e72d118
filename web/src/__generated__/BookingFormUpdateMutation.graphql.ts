/**
 * @generated SignedSource<<587263a5b0e66a68081ede35f0a86343>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
export type BookingFormUpdateMutation$variables = {
  input: UpdateBookingInput;
};
export type BookingFormUpdateMutation$data = {
  readonly updateBooking: {
    readonly __typename: string;
    readonly booking?: {
      readonly " $fragmentSpreads": FragmentRefs<"BookingForm_booking" | "BookingTable_row">;
    };
    readonly conflictingBookingNumber?: string | null | undefined;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"useSaveMutation_answer">;
    } | null | undefined;
  };
};
export type BookingFormUpdateMutation = {
  response: BookingFormUpdateMutation$data;
  variables: BookingFormUpdateMutation$variables;
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "conflictingBookingNumber",
      "storageKey": null
    }
  ],
  "type": "VehicleTakenError",
  "abstractKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
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
          (v4/*:: as any*/),
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
  "name": "databaseId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "comment",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPrice",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v11/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "licensePlate",
  "storageKey": null
},
v15 = [
  (v6/*:: as any*/),
  (v11/*:: as any*/),
  (v14/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v17 = [
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
    "name": "BookingFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateBooking",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Booking",
                "kind": "LinkedField",
                "name": "booking",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "BookingForm_booking"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "BookingTable_row"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateBookingSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "useSaveMutation_answer",
                  "selections": (v5/*:: as any*/),
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
    "name": "BookingFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateBooking",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Booking",
                "kind": "LinkedField",
                "name": "booking",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "number",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updatedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerMayChange",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerMayDelete",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "placedByStaff",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "partnerName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reference",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
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
                    "kind": "ScalarField",
                    "name": "durationDays",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Location",
                    "kind": "LinkedField",
                    "name": "pickupLocation",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Location",
                    "kind": "LinkedField",
                    "name": "dropoffLocation",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "guestFirstname",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "guestLastname",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "guestEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "guestPhone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "guestCountry",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "guestBusinessName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "guestBusinessOrgnr",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "customerUser",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "firstname",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastname",
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "email",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "phoneCountryCode",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "phone",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CustomerCompany",
                    "kind": "LinkedField",
                    "name": "customerCompany",
                    "plural": false,
                    "selections": [
                      (v11/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartOptionChoice",
                    "kind": "LinkedField",
                    "name": "cartOptionChoices",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rentalOptionId",
                        "storageKey": null
                      },
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isVehicle",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CartVehicleChoice",
                        "kind": "LinkedField",
                        "name": "vehicles",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "productId",
                            "storageKey": null
                          },
                          (v11/*:: as any*/),
                          (v14/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BookingLine",
                    "kind": "LinkedField",
                    "name": "lines",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
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
                        "name": "pricePerDay",
                        "storageKey": null
                      },
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "manualPrice",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RentalOption",
                        "kind": "LinkedField",
                        "name": "rentalOption",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/),
                          (v13/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Product",
                        "kind": "LinkedField",
                        "name": "vehicleChoices",
                        "plural": true,
                        "selections": (v15/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Product",
                        "kind": "LinkedField",
                        "name": "product",
                        "plural": false,
                        "selections": (v15/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lineType",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "customerKind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "guestPhoneCountryCode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "deposit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paymentTotal",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "externalCharges",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "externalChargesFetchedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accountingInvoiceNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accountingOrderNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accountingOfferNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sponsorType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sponsorInvoiceAmount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "orderType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pickupAddress",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dropoffAddress",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BookingDocument",
                    "kind": "LinkedField",
                    "name": "documents",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "mime",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "size",
                        "storageKey": null
                      },
                      (v16/*:: as any*/),
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
                  (v16/*:: as any*/),
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      {
                        "alias": null,
                        "args": (v17/*:: as any*/),
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
                                  (v6/*:: as any*/),
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
                                  (v8/*:: as any*/),
                                  (v9/*:: as any*/),
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
                        "args": (v17/*:: as any*/),
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
            "type": "UpdateBookingSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v5/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "46648daa6861b019a34e000daf267ccf",
    "id": null,
    "metadata": {},
    "name": "BookingFormUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation BookingFormUpdateMutation(\n  $input: UpdateBookingInput!\n) {\n  updateBooking(input: $input) {\n    __typename\n    ... on UpdateBookingSuccess {\n      booking {\n        ...BookingForm_booking\n        ...BookingTable_row\n        id\n      }\n    }\n    ... on VehicleTakenError {\n      conflictingBookingNumber\n    }\n    ...useSaveMutation_answer\n  }\n}\n\nfragment BookingForm_booking on Booking {\n  id\n  databaseId\n  number\n  updatedAt\n  viewerMayChange\n  viewerMayDelete\n  status\n  placedByStaff\n  partnerName\n  reference\n  comment\n  pickupAt\n  dropoffAt\n  durationDays\n  totalPrice\n  pickupLocation {\n    id\n    databaseId\n    name\n  }\n  dropoffLocation {\n    id\n    databaseId\n    name\n  }\n  guestFirstname\n  guestLastname\n  guestEmail\n  guestPhone\n  guestCountry\n  guestBusinessName\n  guestBusinessOrgnr\n  customerUser {\n    id\n    firstname\n    lastname\n  }\n  customerCompany {\n    name\n    id\n  }\n  cartOptionChoices {\n    rentalOptionId\n    title\n    isVehicle\n    vehicles {\n      productId\n      name\n      licensePlate\n    }\n  }\n  lines {\n    id\n    amount\n    pricePerDay\n    totalPrice\n    manualPrice\n    rentalOption {\n      id\n      title\n    }\n    vehicleChoices {\n      id\n      name\n      licensePlate\n    }\n    product {\n      id\n      name\n      licensePlate\n    }\n  }\n  ...CustomerTab_booking\n  ...BookingInfoTabs_payment\n  ...BookingInfoTabs_delivery\n  ...BookingInfoTabs_documents\n  ...HistoryPanel_owner\n}\n\nfragment BookingInfoTabs_delivery on Booking {\n  pickupAt\n  dropoffAt\n  pickupAddress\n  dropoffAddress\n  pickupLocation {\n    name\n    id\n  }\n  dropoffLocation {\n    name\n    id\n  }\n  lines {\n    id\n    lineType\n    rentalOption {\n      title\n      id\n    }\n    product {\n      name\n      licensePlate\n      id\n    }\n  }\n}\n\nfragment BookingInfoTabs_documents on Booking {\n  documents {\n    id\n    title\n    mime\n    size\n    createdAt\n    url\n  }\n}\n\nfragment BookingInfoTabs_payment on Booking {\n  totalPrice\n  deposit\n  paymentTotal\n  externalCharges\n  externalChargesFetchedAt\n  accountingInvoiceNumber\n  accountingOrderNumber\n  accountingOfferNumber\n  sponsorType\n  sponsorInvoiceAmount\n  orderType\n}\n\nfragment BookingTable_row on Booking {\n  id\n  databaseId\n  number\n  status\n  orderType\n  pickupAt\n  dropoffAt\n  totalPrice\n  createdAt\n  guestFirstname\n  guestLastname\n  guestBusinessName\n  customerUser {\n    firstname\n    lastname\n    id\n  }\n  customerCompany {\n    name\n    id\n  }\n  pickupLocation {\n    name\n    id\n  }\n  lines {\n    lineType\n    rentalOption {\n      title\n      id\n    }\n    id\n  }\n  partnerName\n  viewerMayChange\n}\n\nfragment CustomerTab_booking on Booking {\n  customerKind\n  guestPhoneCountryCode\n  customerUser {\n    id\n    databaseId\n    firstname\n    lastname\n    email\n    phoneCountryCode\n    phone\n  }\n  customerCompany {\n    databaseId\n    name\n    id\n  }\n}\n\nfragment HistoryList_entries on HistoryEntry {\n  id\n  at\n  authorName\n  status\n  comment\n  changes\n  valueNames\n}\n\nfragment HistoryPanel_owner on Historied {\n  __isHistoried: __typename\n  history(first: 20) {\n    edges {\n      node {\n        ...HistoryList_entries\n        id\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment useSaveMutation_answer on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fields {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8dc9747a9617f4698f37045220b87ba8";

export default node;
