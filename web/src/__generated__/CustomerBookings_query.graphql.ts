/**
 * @generated SignedSource<<4d62225b6e919c5eed3bdb5599e7d071>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "cancelled" | "completed" | "confirmed" | "delivered" | "pending" | "returned" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CustomerBookings_query$data = {
  readonly account: {
    readonly bookings: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly databaseId: number;
          readonly dropoffAt: string;
          readonly id: string;
          readonly pickupAt: string;
          readonly pickupLocation: {
            readonly name: string;
          };
          readonly status: BookingStatus;
          readonly totalPrice: string;
        };
      }>;
      readonly totalCount: number;
    };
  };
  readonly " $fragmentType": "CustomerBookings_query";
};
export type CustomerBookings_query$key = {
  readonly " $data"?: CustomerBookings_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerBookings_query">;
};

import CustomerBookingsPaginationQuery_graphql from './CustomerBookingsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "account",
  "bookings"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "customerCompanyId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "customerUserId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "slug"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": CustomerBookingsPaginationQuery_graphql
    }
  },
  "name": "CustomerBookings_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "slug",
          "variableName": "slug"
        }
      ],
      "concreteType": "Account",
      "kind": "LinkedField",
      "name": "account",
      "plural": false,
      "selections": [
        {
          "alias": "bookings",
          "args": [
            {
              "kind": "Variable",
              "name": "customerCompanyId",
              "variableName": "customerCompanyId"
            },
            {
              "kind": "Variable",
              "name": "customerUserId",
              "variableName": "customerUserId"
            }
          ],
          "concreteType": "AccountBookingsConnection",
          "kind": "LinkedField",
          "name": "__CustomerBookings_bookings_connection",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "AccountBookingsConnectionEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Booking",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "id",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "databaseId",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "status",
                      "storageKey": null
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
                      "kind": "ScalarField",
                      "name": "totalPrice",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "Location",
                      "kind": "LinkedField",
                      "name": "pickupLocation",
                      "plural": false,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "name",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "__typename",
                      "storageKey": null
                    }
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
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "cb710ddc3315de6453ad8154b2ffad6c";

export default node;
