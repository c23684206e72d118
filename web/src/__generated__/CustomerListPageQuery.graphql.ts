/**
 * @generated SignedSource<<0c1fda51d99fff0228a2530c95448624>>
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
  businesses: boolean;
  count: number;
  direction?: SortDirection | null | undefined;
  guests: boolean;
  isEmployee?: boolean | null | undefined;
  kind?: string | null | undefined;
  people: boolean;
  search?: string | null | undefined;
  slug: string;
  sort?: UserSort | null | undefined;
};
export type CustomerListPageQuery$data = {
  readonly businessRows?: {
    readonly " $fragmentSpreads": FragmentRefs<"BusinessTable_query">;
  } | null | undefined;
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
  "name": "businesses"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "direction"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "guests"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isEmployee"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "people"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v10 = {
  "kind": "Variable",
  "name": "count",
  "variableName": "count"
},
v11 = {
  "kind": "Variable",
  "name": "direction",
  "variableName": "direction"
},
v12 = {
  "kind": "Variable",
  "name": "isEmployee",
  "variableName": "isEmployee"
},
v13 = {
  "kind": "Variable",
  "name": "kind",
  "variableName": "kind"
},
v14 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v15 = {
  "kind": "Variable",
  "name": "slug",
  "variableName": "slug"
},
v16 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v17 = [
  (v15/*:: as any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v19 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "count"
},
v20 = [
  (v11/*:: as any*/),
  (v19/*:: as any*/),
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  (v16/*:: as any*/)
],
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v30 = {
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
v31 = [
  (v19/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/)
],
v32 = [
  (v19/*:: as any*/),
  (v14/*:: as any*/)
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
      (v9/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CustomerListPageQuery",
    "selections": [
      {
        "condition": "people",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v10/*:: as any*/),
                    (v11/*:: as any*/),
                    (v12/*:: as any*/),
                    (v13/*:: as any*/),
                    (v14/*:: as any*/),
                    (v15/*:: as any*/),
                    (v16/*:: as any*/)
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
                    (v10/*:: as any*/),
                    (v13/*:: as any*/),
                    (v14/*:: as any*/),
                    (v15/*:: as any*/)
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
      },
      {
        "condition": "businesses",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v10/*:: as any*/),
                    (v14/*:: as any*/),
                    (v15/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "BusinessTable_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "businessRows"
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
      (v8/*:: as any*/),
      (v1/*:: as any*/),
      (v7/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v9/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CustomerListPageQuery",
    "selections": [
      {
        "condition": "people",
        "kind": "Condition",
        "passingValue": true,
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
                "concreteType": "AccountUsersConnection",
                "kind": "LinkedField",
                "name": "users",
                "plural": false,
                "selections": [
                  (v21/*:: as any*/),
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
                          (v22/*:: as any*/),
                          (v23/*:: as any*/),
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
                          (v24/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "phoneCountryCode",
                            "storageKey": null
                          },
                          (v25/*:: as any*/),
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
                          (v26/*:: as any*/),
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
                              (v23/*:: as any*/),
                              (v27/*:: as any*/),
                              (v22/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v28/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v29/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v20/*:: as any*/),
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
              (v22/*:: as any*/)
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
            "args": (v17/*:: as any*/),
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": (v31/*:: as any*/),
                "concreteType": "AccountGuestCustomersConnection",
                "kind": "LinkedField",
                "name": "guestCustomers",
                "plural": false,
                "selections": [
                  (v21/*:: as any*/),
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
                          (v22/*:: as any*/),
                          (v23/*:: as any*/),
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
                            "name": "guestPhoneCountryCode",
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
                          (v26/*:: as any*/),
                          (v28/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v29/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v31/*:: as any*/),
                "filters": [
                  "search",
                  "kind"
                ],
                "handle": "connection",
                "key": "GuestTable_guestCustomers",
                "kind": "LinkedHandle",
                "name": "guestCustomers"
              },
              (v22/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "businesses",
        "kind": "Condition",
        "passingValue": true,
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
                "args": (v32/*:: as any*/),
                "concreteType": "AccountBusinessCustomersConnection",
                "kind": "LinkedField",
                "name": "businessCustomers",
                "plural": false,
                "selections": [
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AccountBusinessCustomersConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CustomerCompany",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v23/*:: as any*/),
                          (v27/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "orgnr",
                            "storageKey": null
                          },
                          (v24/*:: as any*/),
                          (v25/*:: as any*/),
                          (v22/*:: as any*/),
                          (v28/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v29/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v32/*:: as any*/),
                "filters": [
                  "search"
                ],
                "handle": "connection",
                "key": "BusinessTable_businessCustomers",
                "kind": "LinkedHandle",
                "name": "businessCustomers"
              },
              (v22/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "1f965fe9589257bc5d4dfab2e443b72e",
    "id": null,
    "metadata": {},
    "name": "CustomerListPageQuery",
    "operationKind": "query",
    "text": "query CustomerListPageQuery(\n  $slug: String!\n  $count: Int!\n  $search: String\n  $isEmployee: Boolean\n  $kind: String\n  $sort: UserSort\n  $direction: SortDirection\n  $guests: Boolean!\n  $businesses: Boolean!\n  $people: Boolean!\n) {\n  ...CustomerTable_query_39zh1O @include(if: $people)\n  ...GuestTable_query_XBtXl @include(if: $guests)\n  ...BusinessTable_query_2avEn3 @include(if: $businesses)\n}\n\nfragment BusinessTable_query_2avEn3 on Query {\n  account(slug: $slug) {\n    slug\n    businessCustomers(first: $count, search: $search) {\n      totalCount\n      edges {\n        node {\n          databaseId\n          name\n          orgnr\n          email\n          phone\n          id\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    id\n  }\n}\n\nfragment CustomerTable_query_39zh1O on Query {\n  account(slug: $slug) {\n    slug\n    users(first: $count, search: $search, isEmployee: $isEmployee, kind: $kind, sort: $sort, direction: $direction) {\n      totalCount\n      edges {\n        node {\n          id\n          databaseId\n          firstname\n          lastname\n          email\n          phoneCountryCode\n          phone\n          isEmployee\n          kind\n          createdAt\n          erasedAt\n          customerCompany {\n            databaseId\n            name\n            id\n          }\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    id\n  }\n}\n\nfragment GuestTable_query_XBtXl on Query {\n  account(slug: $slug) {\n    slug\n    guestCustomers(first: $count, search: $search, kind: $kind) {\n      totalCount\n      edges {\n        node {\n          id\n          databaseId\n          guestKind\n          guestFirstname\n          guestLastname\n          guestEmail\n          guestPhoneCountryCode\n          guestPhone\n          guestBusinessName\n          createdAt\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d50794f0b2f36f5d0e1ee8bde5771f1";

export default node;
