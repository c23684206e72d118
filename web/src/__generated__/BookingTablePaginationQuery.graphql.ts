/**
 * @generated SignedSource<<83d82307aaaf9954ca65a5f08cb9719a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BookingSort = "createdAt" | "dropoffAt" | "id" | "pickupAt" | "status" | "totalPrice" | "updatedAt" | "%future added value";
export type BookingStatus = "cancelled" | "completed" | "confirmed" | "delivered" | "pending" | "returned" | "%future added value";
export type OrderType = "business" | "private" | "%future added value";
export type SortDirection = "asc" | "desc" | "%future added value";
export type BookingTablePaginationQuery$variables = {
  active?: boolean | null | undefined;
  companyId?: string | null | undefined;
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  direction?: SortDirection | null | undefined;
  from?: string | null | undefined;
  fromPartner?: boolean | null | undefined;
  locationId?: string | null | undefined;
  orderType?: OrderType | null | undefined;
  partnerId?: string | null | undefined;
  productId?: string | null | undefined;
  rentalOptionId?: string | null | undefined;
  search?: string | null | undefined;
  slug: string;
  sort?: BookingSort | null | undefined;
  status?: BookingStatus | null | undefined;
  to?: string | null | undefined;
};
export type BookingTablePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BookingTable_query">;
};
export type BookingTablePaginationQuery = {
  response: BookingTablePaginationQuery$data;
  variables: BookingTablePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "active"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "companyId"
  },
  {
    "defaultValue": 25,
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
    "name": "direction"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "fromPartner"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locationId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderType"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "partnerId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "productId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "rentalOptionId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sort"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = {
  "kind": "Variable",
  "name": "active",
  "variableName": "active"
},
v2 = {
  "kind": "Variable",
  "name": "companyId",
  "variableName": "companyId"
},
v3 = {
  "kind": "Variable",
  "name": "direction",
  "variableName": "direction"
},
v4 = {
  "kind": "Variable",
  "name": "from",
  "variableName": "from"
},
v5 = {
  "kind": "Variable",
  "name": "fromPartner",
  "variableName": "fromPartner"
},
v6 = {
  "kind": "Variable",
  "name": "locationId",
  "variableName": "locationId"
},
v7 = {
  "kind": "Variable",
  "name": "orderType",
  "variableName": "orderType"
},
v8 = {
  "kind": "Variable",
  "name": "partnerId",
  "variableName": "partnerId"
},
v9 = {
  "kind": "Variable",
  "name": "productId",
  "variableName": "productId"
},
v10 = {
  "kind": "Variable",
  "name": "rentalOptionId",
  "variableName": "rentalOptionId"
},
v11 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v12 = {
  "kind": "Variable",
  "name": "slug",
  "variableName": "slug"
},
v13 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v14 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v15 = {
  "kind": "Variable",
  "name": "to",
  "variableName": "to"
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v17 = [
  (v1/*:: as any*/),
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  (v15/*:: as any*/)
],
v18 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v16/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BookingTablePaginationQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "BookingTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BookingTablePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          (v12/*:: as any*/)
        ],
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v17/*:: as any*/),
            "concreteType": "AccountBookingsConnection",
            "kind": "LinkedField",
            "name": "bookings",
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
                      (v16/*:: as any*/),
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
                        "name": "number",
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
                        "name": "orderType",
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
                        "kind": "ScalarField",
                        "name": "createdAt",
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
                        "name": "guestBusinessName",
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
                          (v16/*:: as any*/)
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
                        "selections": (v18/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Location",
                        "kind": "LinkedField",
                        "name": "pickupLocation",
                        "plural": false,
                        "selections": (v18/*:: as any*/),
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
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lineType",
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
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "title",
                                "storageKey": null
                              },
                              (v16/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v16/*:: as any*/)
                        ],
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
                        "name": "viewerMayChange",
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
          },
          {
            "alias": null,
            "args": (v17/*:: as any*/),
            "filters": [
              "search",
              "status",
              "active",
              "orderType",
              "from",
              "to",
              "rentalOptionId",
              "productId",
              "locationId",
              "companyId",
              "fromPartner",
              "partnerId",
              "sort",
              "direction"
            ],
            "handle": "connection",
            "key": "BookingTable_bookings",
            "kind": "LinkedHandle",
            "name": "bookings"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "df87f067573ea50726afc5ed7d871f07",
    "id": null,
    "metadata": {},
    "name": "BookingTablePaginationQuery",
    "operationKind": "query",
    "text": "query BookingTablePaginationQuery(\n  $active: Boolean\n  $companyId: ID\n  $count: Int = 25\n  $cursor: String\n  $direction: SortDirection\n  $from: DateTime\n  $fromPartner: Boolean\n  $locationId: ID\n  $orderType: OrderType\n  $partnerId: ID\n  $productId: ID\n  $rentalOptionId: ID\n  $search: String\n  $slug: String!\n  $sort: BookingSort\n  $status: BookingStatus\n  $to: DateTime\n) {\n  ...BookingTable_query_u8xvW\n}\n\nfragment BookingTable_query_u8xvW on Query {\n  account(slug: $slug) {\n    id\n    slug\n    bookings(first: $count, after: $cursor, search: $search, status: $status, active: $active, orderType: $orderType, from: $from, to: $to, rentalOptionId: $rentalOptionId, productId: $productId, locationId: $locationId, companyId: $companyId, fromPartner: $fromPartner, partnerId: $partnerId, sort: $sort, direction: $direction) {\n      totalCount\n      edges {\n        node {\n          id\n          databaseId\n          number\n          status\n          orderType\n          pickupAt\n          dropoffAt\n          totalPrice\n          createdAt\n          guestFirstname\n          guestLastname\n          guestBusinessName\n          customerUser {\n            firstname\n            lastname\n            id\n          }\n          customerCompany {\n            name\n            id\n          }\n          pickupLocation {\n            name\n            id\n          }\n          lines {\n            lineType\n            rentalOption {\n              title\n              id\n            }\n            id\n          }\n          partnerName\n          viewerMayChange\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "91d137c0c5d35ee0f79c650e66c6c3b9";

export default node;
