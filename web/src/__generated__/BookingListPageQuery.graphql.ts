/**
 * @generated SignedSource<<a345cdf4543c7a18234d3ef5314dbcf7>>
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
  locationId?: string | null | undefined;
  orderType?: OrderType | null | undefined;
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
    readonly products: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly databaseId: number;
          readonly licensePlate: string | null | undefined;
          readonly name: string;
        };
      }>;
    };
    readonly rentalOptions: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly databaseId: number;
          readonly title: string;
        };
      }>;
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
  "name": "locationId"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderType"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "productId"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "rentalOptionId"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v14 = {
  "kind": "Variable",
  "name": "slug",
  "variableName": "slug"
},
v15 = [
  (v14/*:: as any*/)
],
v16 = {
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
v17 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v18 = [
  (v17/*:: as any*/)
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v21 = [
  (v19/*:: as any*/),
  (v20/*:: as any*/)
],
v22 = [
  (v17/*:: as any*/),
  {
    "kind": "Literal",
    "name": "sort",
    "value": "name"
  }
],
v23 = [
  (v17/*:: as any*/),
  {
    "kind": "Literal",
    "name": "sort",
    "value": "title"
  }
],
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "licensePlate",
  "storageKey": null
},
v26 = {
  "kind": "Variable",
  "name": "active",
  "variableName": "active"
},
v27 = {
  "kind": "Variable",
  "name": "companyId",
  "variableName": "companyId"
},
v28 = {
  "kind": "Variable",
  "name": "direction",
  "variableName": "direction"
},
v29 = {
  "kind": "Variable",
  "name": "from",
  "variableName": "from"
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
  "name": "productId",
  "variableName": "productId"
},
v33 = {
  "kind": "Variable",
  "name": "rentalOptionId",
  "variableName": "rentalOptionId"
},
v34 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v35 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v36 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v37 = {
  "kind": "Variable",
  "name": "to",
  "variableName": "to"
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v39 = [
  (v19/*:: as any*/),
  (v20/*:: as any*/),
  (v38/*:: as any*/)
],
v40 = [
  (v26/*:: as any*/),
  (v27/*:: as any*/),
  (v28/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v29/*:: as any*/),
  (v30/*:: as any*/),
  (v31/*:: as any*/),
  (v32/*:: as any*/),
  (v33/*:: as any*/),
  (v34/*:: as any*/),
  (v35/*:: as any*/),
  (v36/*:: as any*/),
  (v37/*:: as any*/)
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
      (v13/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "BookingListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v15/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": (v18/*:: as any*/),
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
                    "selections": (v21/*:: as any*/),
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
            "args": (v22/*:: as any*/),
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
                    "selections": (v21/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "locations(first:100,sort:\"name\")"
          },
          {
            "alias": null,
            "args": (v23/*:: as any*/),
            "concreteType": "AccountRentalOptionsConnection",
            "kind": "LinkedField",
            "name": "rentalOptions",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountRentalOptionsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RentalOption",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v19/*:: as any*/),
                      (v24/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "rentalOptions(first:100,sort:\"title\")"
          },
          {
            "alias": null,
            "args": (v22/*:: as any*/),
            "concreteType": "AccountProductsConnection",
            "kind": "LinkedField",
            "name": "products",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountProductsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Product",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v25/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "products(first:100,sort:\"name\")"
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          (v26/*:: as any*/),
          (v27/*:: as any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v28/*:: as any*/),
          (v29/*:: as any*/),
          (v30/*:: as any*/),
          (v31/*:: as any*/),
          (v32/*:: as any*/),
          (v33/*:: as any*/),
          (v34/*:: as any*/),
          (v14/*:: as any*/),
          (v35/*:: as any*/),
          (v36/*:: as any*/),
          (v37/*:: as any*/)
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
      (v10/*:: as any*/),
      (v2/*:: as any*/),
      (v9/*:: as any*/),
      (v12/*:: as any*/),
      (v0/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/),
      (v13/*:: as any*/),
      (v8/*:: as any*/),
      (v7/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/),
      (v11/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BookingListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v15/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": (v18/*:: as any*/),
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
                    "selections": (v39/*:: as any*/),
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
            "args": (v22/*:: as any*/),
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
                    "selections": (v39/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "locations(first:100,sort:\"name\")"
          },
          {
            "alias": null,
            "args": (v23/*:: as any*/),
            "concreteType": "AccountRentalOptionsConnection",
            "kind": "LinkedField",
            "name": "rentalOptions",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountRentalOptionsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RentalOption",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v19/*:: as any*/),
                      (v24/*:: as any*/),
                      (v38/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "rentalOptions(first:100,sort:\"title\")"
          },
          {
            "alias": null,
            "args": (v22/*:: as any*/),
            "concreteType": "AccountProductsConnection",
            "kind": "LinkedField",
            "name": "products",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountProductsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Product",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v25/*:: as any*/),
                      (v38/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "products(first:100,sort:\"name\")"
          },
          (v38/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v40/*:: as any*/),
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
                      (v38/*:: as any*/),
                      (v19/*:: as any*/),
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
                          (v38/*:: as any*/)
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
                          (v20/*:: as any*/)
                        ],
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
                          (v20/*:: as any*/),
                          (v38/*:: as any*/)
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
                              (v24/*:: as any*/),
                              (v38/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v38/*:: as any*/)
                        ],
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
            "args": (v40/*:: as any*/),
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
    "cacheID": "231fcc5f38be7152823affa52dffa172",
    "id": null,
    "metadata": {},
    "name": "BookingListPageQuery",
    "operationKind": "query",
    "text": "query BookingListPageQuery(\n  $slug: String!\n  $count: Int!\n  $search: String\n  $status: BookingStatus\n  $active: Boolean\n  $orderType: OrderType\n  $from: DateTime\n  $to: DateTime\n  $rentalOptionId: ID\n  $productId: ID\n  $locationId: ID\n  $companyId: ID\n  $sort: BookingSort\n  $direction: SortDirection\n) {\n  account(slug: $slug) {\n    permissions {\n      bookings {\n        create\n      }\n    }\n    companies(first: 100) {\n      edges {\n        node {\n          databaseId\n          name\n          id\n        }\n      }\n    }\n    locations(first: 100, sort: name) {\n      edges {\n        node {\n          databaseId\n          name\n          id\n        }\n      }\n    }\n    rentalOptions(first: 100, sort: title) {\n      edges {\n        node {\n          databaseId\n          title\n          id\n        }\n      }\n    }\n    products(first: 100, sort: name) {\n      edges {\n        node {\n          databaseId\n          name\n          licensePlate\n          id\n        }\n      }\n    }\n    id\n  }\n  ...BookingTable_query_3oJMw6\n}\n\nfragment BookingTable_query_3oJMw6 on Query {\n  account(slug: $slug) {\n    id\n    slug\n    bookings(first: $count, search: $search, status: $status, active: $active, orderType: $orderType, from: $from, to: $to, rentalOptionId: $rentalOptionId, productId: $productId, locationId: $locationId, companyId: $companyId, sort: $sort, direction: $direction) {\n      totalCount\n      edges {\n        node {\n          id\n          databaseId\n          number\n          status\n          orderType\n          pickupAt\n          dropoffAt\n          totalPrice\n          createdAt\n          guestFirstname\n          guestLastname\n          guestBusinessName\n          customerUser {\n            firstname\n            lastname\n            id\n          }\n          customerCompany {\n            name\n          }\n          pickupLocation {\n            name\n            id\n          }\n          lines {\n            lineType\n            rentalOption {\n              title\n              id\n            }\n            id\n          }\n          viewerMayChange\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cb7dfe2692d676cf0eb5b91c8cb72096";

export default node;
