/**
 * @generated SignedSource<<1d5075a70d28ff48ac1f81ff26f6e79e>>
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
export type BookingListPageQuery$variables = {
  active?: boolean | null | undefined;
  companyId?: string | null | undefined;
  count: number;
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
export type BookingListPageQuery$data = {
  readonly account: {
    readonly companies: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly databaseId: number;
          readonly name: string;
        };
      }>;
    };
    readonly locations: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly databaseId: number;
          readonly name: string;
        };
      }>;
    };
    readonly permissions: {
      readonly bookings: {
        readonly create: boolean;
      };
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"BookingTable_query">;
};
export type BookingListPageQuery = {
  response: BookingListPageQuery$data;
  variables: BookingListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "active"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "companyId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "direction"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "fromPartner"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locationId"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderType"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "partnerId"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "productId"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "rentalOptionId"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v14 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v15 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v16 = {
  "kind": "Variable",
  "name": "slug",
  "variableName": "slug"
},
v17 = [
  (v16/*:: as any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "AccountPermissions",
  "kind": "LinkedField",
  "name": "permissions",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ResourcePermissions",
      "kind": "LinkedField",
      "name": "bookings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "create",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v19 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v20 = [
  (v19/*:: as any*/)
],
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v23 = [
  (v21/*:: as any*/),
  (v22/*:: as any*/)
],
v24 = [
  (v19/*:: as any*/),
  {
    "kind": "Literal",
    "name": "sort",
    "value": "name"
  }
],
v25 = {
  "kind": "Variable",
  "name": "active",
  "variableName": "active"
},
v26 = {
  "kind": "Variable",
  "name": "companyId",
  "variableName": "companyId"
},
v27 = {
  "kind": "Variable",
  "name": "direction",
  "variableName": "direction"
},
v28 = {
  "kind": "Variable",
  "name": "from",
  "variableName": "from"
},
v29 = {
  "kind": "Variable",
  "name": "fromPartner",
  "variableName": "fromPartner"
},
v30 = {
  "kind": "Variable",
  "name": "locationId",
  "variableName": "locationId"
},
v31 = {
  "kind": "Variable",
  "name": "orderType",
  "variableName": "orderType"
},
v32 = {
  "kind": "Variable",
  "name": "partnerId",
  "variableName": "partnerId"
},
v33 = {
  "kind": "Variable",
  "name": "productId",
  "variableName": "productId"
},
v34 = {
  "kind": "Variable",
  "name": "rentalOptionId",
  "variableName": "rentalOptionId"
},
v35 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v36 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v37 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v38 = {
  "kind": "Variable",
  "name": "to",
  "variableName": "to"
},
v39 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v40 = [
  (v21/*:: as any*/),
  (v22/*:: as any*/),
  (v39/*:: as any*/)
],
v41 = [
  (v25/*:: as any*/),
  (v26/*:: as any*/),
  (v27/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v28/*:: as any*/),
  (v29/*:: as any*/),
  (v30/*:: as any*/),
  (v31/*:: as any*/),
  (v32/*:: as any*/),
  (v33/*:: as any*/),
  (v34/*:: as any*/),
  (v35/*:: as any*/),
  (v36/*:: as any*/),
  (v37/*:: as any*/),
  (v38/*:: as any*/)
],
v42 = [
  (v22/*:: as any*/),
  (v39/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
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
    "kind": "Fragment",
    "metadata": null,
    "name": "BookingListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v17/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": (v20/*:: as any*/),
            "concreteType": "AccountCompaniesConnection",
            "kind": "LinkedField",
            "name": "companies",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountCompaniesConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Company",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": (v23/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "companies(first:100)"
          },
          {
            "alias": null,
            "args": (v24/*:: as any*/),
            "concreteType": "AccountLocationsConnection",
            "kind": "LinkedField",
            "name": "locations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountLocationsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Location",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": (v23/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "locations(first:100,sort:\"name\")"
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          (v25/*:: as any*/),
          (v26/*:: as any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v27/*:: as any*/),
          (v28/*:: as any*/),
          (v29/*:: as any*/),
          (v30/*:: as any*/),
          (v31/*:: as any*/),
          (v32/*:: as any*/),
          (v33/*:: as any*/),
          (v34/*:: as any*/),
          (v35/*:: as any*/),
          (v16/*:: as any*/),
          (v36/*:: as any*/),
          (v37/*:: as any*/),
          (v38/*:: as any*/)
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
    "argumentDefinitions": [
      (v12/*:: as any*/),
      (v2/*:: as any*/),
      (v11/*:: as any*/),
      (v14/*:: as any*/),
      (v0/*:: as any*/),
      (v7/*:: as any*/),
      (v4/*:: as any*/),
      (v15/*:: as any*/),
      (v10/*:: as any*/),
      (v9/*:: as any*/),
      (v6/*:: as any*/),
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      (v8/*:: as any*/),
      (v13/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BookingListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v17/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": (v20/*:: as any*/),
            "concreteType": "AccountCompaniesConnection",
            "kind": "LinkedField",
            "name": "companies",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountCompaniesConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Company",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": (v40/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "companies(first:100)"
          },
          {
            "alias": null,
            "args": (v24/*:: as any*/),
            "concreteType": "AccountLocationsConnection",
            "kind": "LinkedField",
            "name": "locations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountLocationsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Location",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": (v40/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "locations(first:100,sort:\"name\")"
          },
          (v39/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v41/*:: as any*/),
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
                      (v39/*:: as any*/),
                      (v21/*:: as any*/),
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
                          (v39/*:: as any*/)
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
                        "selections": (v42/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Location",
                        "kind": "LinkedField",
                        "name": "pickupLocation",
                        "plural": false,
                        "selections": (v42/*:: as any*/),
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
                              (v39/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v39/*:: as any*/)
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
            "args": (v41/*:: as any*/),
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
    "cacheID": "947dac76a967f9ec702636e2635c7170",
    "id": null,
    "metadata": {},
    "name": "BookingListPageQuery",
    "operationKind": "query",
    "text": "query BookingListPageQuery(\n  $slug: String!\n  $count: Int!\n  $search: String\n  $status: BookingStatus\n  $active: Boolean\n  $orderType: OrderType\n  $from: DateTime\n  $to: DateTime\n  $rentalOptionId: ID\n  $productId: ID\n  $locationId: ID\n  $companyId: ID\n  $fromPartner: Boolean\n  $partnerId: ID\n  $sort: BookingSort\n  $direction: SortDirection\n) {\n  account(slug: $slug) {\n    permissions {\n      bookings {\n        create\n      }\n    }\n    companies(first: 100) {\n      edges {\n        node {\n          databaseId\n          name\n          id\n        }\n      }\n    }\n    locations(first: 100, sort: name) {\n      edges {\n        node {\n          databaseId\n          name\n          id\n        }\n      }\n    }\n    id\n  }\n  ...BookingTable_query_1oCBJa\n}\n\nfragment BookingTable_query_1oCBJa on Query {\n  account(slug: $slug) {\n    id\n    slug\n    bookings(first: $count, search: $search, status: $status, active: $active, orderType: $orderType, from: $from, to: $to, rentalOptionId: $rentalOptionId, productId: $productId, locationId: $locationId, companyId: $companyId, fromPartner: $fromPartner, partnerId: $partnerId, sort: $sort, direction: $direction) {\n      totalCount\n      edges {\n        node {\n          id\n          databaseId\n          number\n          status\n          orderType\n          pickupAt\n          dropoffAt\n          totalPrice\n          createdAt\n          guestFirstname\n          guestLastname\n          guestBusinessName\n          customerUser {\n            firstname\n            lastname\n            id\n          }\n          customerCompany {\n            name\n            id\n          }\n          pickupLocation {\n            name\n            id\n          }\n          lines {\n            lineType\n            rentalOption {\n              title\n              id\n            }\n            id\n          }\n          partnerName\n          viewerMayChange\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b30cf4dcca35fb7c1ae7e632711fc99e";

export default node;
