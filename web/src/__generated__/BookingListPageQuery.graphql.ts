/**
 * @generated SignedSource<<32fdb85b2470dabff56db1986d836ab0>>
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
    readonly locationChoices: ReadonlyArray<{
      readonly databaseId: number;
      readonly name: string;
    }>;
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
v19 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v22 = [
  (v20/*:: as any*/),
  (v21/*:: as any*/)
],
v23 = {
  "kind": "Variable",
  "name": "active",
  "variableName": "active"
},
v24 = {
  "kind": "Variable",
  "name": "companyId",
  "variableName": "companyId"
},
v25 = {
  "kind": "Variable",
  "name": "direction",
  "variableName": "direction"
},
v26 = {
  "kind": "Variable",
  "name": "from",
  "variableName": "from"
},
v27 = {
  "kind": "Variable",
  "name": "fromPartner",
  "variableName": "fromPartner"
},
v28 = {
  "kind": "Variable",
  "name": "locationId",
  "variableName": "locationId"
},
v29 = {
  "kind": "Variable",
  "name": "orderType",
  "variableName": "orderType"
},
v30 = {
  "kind": "Variable",
  "name": "partnerId",
  "variableName": "partnerId"
},
v31 = {
  "kind": "Variable",
  "name": "productId",
  "variableName": "productId"
},
v32 = {
  "kind": "Variable",
  "name": "rentalOptionId",
  "variableName": "rentalOptionId"
},
v33 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v34 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v35 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v36 = {
  "kind": "Variable",
  "name": "to",
  "variableName": "to"
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v38 = [
  (v20/*:: as any*/),
  (v21/*:: as any*/),
  (v37/*:: as any*/)
],
v39 = [
  (v23/*:: as any*/),
  (v24/*:: as any*/),
  (v25/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v26/*:: as any*/),
  (v27/*:: as any*/),
  (v28/*:: as any*/),
  (v29/*:: as any*/),
  (v30/*:: as any*/),
  (v31/*:: as any*/),
  (v32/*:: as any*/),
  (v33/*:: as any*/),
  (v34/*:: as any*/),
  (v35/*:: as any*/),
  (v36/*:: as any*/)
],
v40 = [
  (v21/*:: as any*/),
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
            "args": (v19/*:: as any*/),
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
                    "selections": (v22/*:: as any*/),
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
            "args": null,
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locationChoices",
            "plural": true,
            "selections": (v22/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          (v23/*:: as any*/),
          (v24/*:: as any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v25/*:: as any*/),
          (v26/*:: as any*/),
          (v27/*:: as any*/),
          (v28/*:: as any*/),
          (v29/*:: as any*/),
          (v30/*:: as any*/),
          (v31/*:: as any*/),
          (v32/*:: as any*/),
          (v33/*:: as any*/),
          (v16/*:: as any*/),
          (v34/*:: as any*/),
          (v35/*:: as any*/),
          (v36/*:: as any*/)
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
            "args": (v19/*:: as any*/),
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
                    "selections": (v38/*:: as any*/),
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
            "args": null,
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locationChoices",
            "plural": true,
            "selections": (v38/*:: as any*/),
            "storageKey": null
          },
          (v37/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v39/*:: as any*/),
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
                      (v37/*:: as any*/),
                      (v20/*:: as any*/),
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
                          (v37/*:: as any*/)
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
                        "selections": (v40/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Location",
                        "kind": "LinkedField",
                        "name": "pickupLocation",
                        "plural": false,
                        "selections": (v40/*:: as any*/),
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
                              (v37/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v37/*:: as any*/)
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
            "args": (v39/*:: as any*/),
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
    "cacheID": "d1f633b10c5ec0c66c69211954a58279",
    "id": null,
    "metadata": {},
    "name": "BookingListPageQuery",
    "operationKind": "query",
    "text": "query BookingListPageQuery(\n  $slug: String!\n  $count: Int!\n  $search: String\n  $status: BookingStatus\n  $active: Boolean\n  $orderType: OrderType\n  $from: DateTime\n  $to: DateTime\n  $rentalOptionId: ID\n  $productId: ID\n  $locationId: ID\n  $companyId: ID\n  $fromPartner: Boolean\n  $partnerId: ID\n  $sort: BookingSort\n  $direction: SortDirection\n) {\n  account(slug: $slug) {\n    permissions {\n      bookings {\n        create\n      }\n    }\n    companies(first: 100) {\n      edges {\n        node {\n          databaseId\n          name\n          id\n        }\n      }\n    }\n    locationChoices {\n      databaseId\n      name\n      id\n    }\n    id\n  }\n  ...BookingTable_query_1oCBJa\n}\n\nfragment BookingTable_query_1oCBJa on Query {\n  account(slug: $slug) {\n    id\n    slug\n    bookings(first: $count, search: $search, status: $status, active: $active, orderType: $orderType, from: $from, to: $to, rentalOptionId: $rentalOptionId, productId: $productId, locationId: $locationId, companyId: $companyId, fromPartner: $fromPartner, partnerId: $partnerId, sort: $sort, direction: $direction) {\n      totalCount\n      edges {\n        node {\n          id\n          databaseId\n          number\n          status\n          orderType\n          pickupAt\n          dropoffAt\n          totalPrice\n          createdAt\n          guestFirstname\n          guestLastname\n          guestBusinessName\n          customerUser {\n            firstname\n            lastname\n            id\n          }\n          customerCompany {\n            name\n            id\n          }\n          pickupLocation {\n            name\n            id\n          }\n          lines {\n            lineType\n            rentalOption {\n              title\n              id\n            }\n            id\n          }\n          partnerName\n          viewerMayChange\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0a101ed4afc95b1f2fbd933bc69c807a";

export default node;
