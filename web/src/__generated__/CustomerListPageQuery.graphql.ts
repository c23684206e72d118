/**
 * @generated SignedSource<<ed8b6604048e61b04db96cd949a90a85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SortDirection = "asc" | "desc" | "%future added value";
export type UserSort = "createdAt" | "email" | "firstname" | "id" | "lastname" | "%future added value";
export type CustomerListPageQuery$variables = {
  count: number;
  direction?: SortDirection | null | undefined;
  guests: boolean;
  isEmployee?: boolean | null | undefined;
  kind?: string | null | undefined;
  search?: string | null | undefined;
  slug: string;
  sort?: UserSort | null | undefined;
};
export type CustomerListPageQuery$data = {
  readonly guestRows?: {
    readonly " $fragmentSpreads": FragmentRefs<"GuestTable_query">;
  } | null | undefined;
  readonly registered?: {
    readonly " $fragmentSpreads": FragmentRefs<"CustomerTable_query">;
  } | null | undefined;
};
export type CustomerListPageQuery = {
  response: CustomerListPageQuery$data;
  variables: CustomerListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "direction"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "guests"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isEmployee"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v8 = {
  "kind": "Variable",
  "name": "count",
  "variableName": "count"
},
v9 = {
  "kind": "Variable",
  "name": "direction",
  "variableName": "direction"
},
v10 = {
  "kind": "Variable",
  "name": "isEmployee",
  "variableName": "isEmployee"
},
v11 = {
  "kind": "Variable",
  "name": "kind",
  "variableName": "kind"
},
v12 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v13 = {
  "kind": "Variable",
  "name": "slug",
  "variableName": "slug"
},
v14 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v15 = [
  (v13/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v17 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "count"
},
v18 = [
  (v9/*:: as any*/),
  (v17/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  (v14/*:: as any*/)
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
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
  "name": "createdAt",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v25 = {
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
},
v26 = [
  (v17/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/)
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
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CustomerListPageQuery",
    "selections": [
      {
        "condition": "guests",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v8/*:: as any*/),
                    (v9/*:: as any*/),
                    (v10/*:: as any*/),
                    (v11/*:: as any*/),
                    (v12/*:: as any*/),
                    (v13/*:: as any*/),
                    (v14/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "CustomerTable_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "registered"
          }
        ]
      },
      {
        "condition": "guests",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v8/*:: as any*/),
                    (v11/*:: as any*/),
                    (v12/*:: as any*/),
                    (v13/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "GuestTable_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "guestRows"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v6/*:: as any*/),
      (v0/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v7/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CustomerListPageQuery",
    "selections": [
      {
        "condition": "guests",
        "kind": "Condition",
        "passingValue": false,
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
                "concreteType": "AccountUsersConnection",
                "kind": "LinkedField",
                "name": "users",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AccountUsersConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v20/*:: as any*/),
                          (v21/*:: as any*/),
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
                            "name": "phone",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isEmployee",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "kind",
                            "storageKey": null
                          },
                          (v22/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "erasedAt",
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
                              (v21/*:: as any*/),
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
                          (v23/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v24/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v25/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v18/*:: as any*/),
                "filters": [
                  "search",
                  "isEmployee",
                  "kind",
                  "sort",
                  "direction"
                ],
                "handle": "connection",
                "key": "CustomerTable_users",
                "kind": "LinkedHandle",
                "name": "users"
              },
              (v20/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "guests",
        "kind": "Condition",
        "passingValue": true,
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
                "args": (v26/*:: as any*/),
                "concreteType": "AccountGuestCustomersConnection",
                "kind": "LinkedField",
                "name": "guestCustomers",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AccountGuestCustomersConnectionEdge",
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
                          (v20/*:: as any*/),
                          (v21/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "guestKind",
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
                            "name": "guestBusinessName",
                            "storageKey": null
                          },
                          (v22/*:: as any*/),
                          (v23/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v24/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v25/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v26/*:: as any*/),
                "filters": [
                  "search",
                  "kind"
                ],
                "handle": "connection",
                "key": "GuestTable_guestCustomers",
                "kind": "LinkedHandle",
                "name": "guestCustomers"
              },
              (v20/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "197713175259f8d3e95d9ef7eb159aa1",
    "id": null,
    "metadata": {},
    "name": "CustomerListPageQuery",
    "operationKind": "query",
    "text": "query CustomerListPageQuery(\n  $slug: String!\n  $count: Int!\n  $search: String\n  $isEmployee: Boolean\n  $kind: String\n  $sort: UserSort\n  $direction: SortDirection\n  $guests: Boolean!\n) {\n  ...CustomerTable_query_39zh1O @skip(if: $guests)\n  ...GuestTable_query_XBtXl @include(if: $guests)\n}\n\nfragment CustomerTable_query_39zh1O on Query {\n  account(slug: $slug) {\n    slug\n    users(first: $count, search: $search, isEmployee: $isEmployee, kind: $kind, sort: $sort, direction: $direction) {\n      totalCount\n      edges {\n        node {\n          id\n          databaseId\n          firstname\n          lastname\n          email\n          phone\n          isEmployee\n          kind\n          createdAt\n          erasedAt\n          customerCompany {\n            databaseId\n            name\n          }\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    id\n  }\n}\n\nfragment GuestTable_query_XBtXl on Query {\n  account(slug: $slug) {\n    slug\n    guestCustomers(first: $count, search: $search, kind: $kind) {\n      totalCount\n      edges {\n        node {\n          id\n          databaseId\n          guestKind\n          guestFirstname\n          guestLastname\n          guestEmail\n          guestPhone\n          guestBusinessName\n          createdAt\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7056a30eda3393e0897ae10aa9aa3f62";

export default node;
