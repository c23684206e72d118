/**
 * @generated SignedSource<<d4cde4b2d1788417d401268c6158f50e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LocationSort = "city" | "cost" | "distanceFromCompanyKm" | "distanceFromCompanyMin" | "id" | "name" | "order" | "region" | "status" | "updatedAt" | "%future added value";
export type LocationStatus = "archived" | "draft" | "private" | "public" | "%future added value";
export type SortDirection = "asc" | "desc" | "%future added value";
export type LocationListPageQuery$variables = {
  companyId?: string | null | undefined;
  count: number;
  direction?: SortDirection | null | undefined;
  search?: string | null | undefined;
  slug: string;
  sort?: LocationSort | null | undefined;
  status?: LocationStatus | null | undefined;
};
export type LocationListPageQuery$data = {
  readonly account: {
    readonly companies: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly databaseId: number;
          readonly name: string;
        };
      }>;
    };
    readonly permissions: {
      readonly locations: {
        readonly create: boolean;
      };
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"LocationTable_query">;
};
export type LocationListPageQuery = {
  response: LocationListPageQuery$data;
  variables: LocationListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "companyId"
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
  "name": "search"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v7 = {
  "kind": "Variable",
  "name": "slug",
  "variableName": "slug"
},
v8 = [
  (v7/*:: as any*/)
],
v9 = {
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
      "name": "locations",
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
v10 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = {
  "kind": "Variable",
  "name": "companyId",
  "variableName": "companyId"
},
v14 = {
  "kind": "Variable",
  "name": "direction",
  "variableName": "direction"
},
v15 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v16 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v17 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v19 = [
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v15/*:: as any*/),
  (v16/*:: as any*/),
  (v17/*:: as any*/)
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
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LocationListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": (v10/*:: as any*/),
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
                    "selections": [
                      (v11/*:: as any*/),
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "companies(first:100)"
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          (v13/*:: as any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v7/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "LocationTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v6/*:: as any*/),
      (v0/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LocationListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": (v10/*:: as any*/),
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
                    "selections": [
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v18/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "companies(first:100)"
          },
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v19/*:: as any*/),
            "concreteType": "AccountLocationsConnection",
            "kind": "LinkedField",
            "name": "locations",
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
                    "selections": [
                      (v18/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "region",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "city",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cost",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "distanceFromCompanyKm",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "distanceFromCompanyMin",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Company",
                        "kind": "LinkedField",
                        "name": "company",
                        "plural": false,
                        "selections": [
                          (v12/*:: as any*/),
                          (v18/*:: as any*/)
                        ],
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
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v19/*:: as any*/),
            "filters": [
              "search",
              "status",
              "companyId",
              "sort",
              "direction"
            ],
            "handle": "connection",
            "key": "LocationTable_locations",
            "kind": "LinkedHandle",
            "name": "locations"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "87ae0cb91b9e41794458a356f4ad9a18",
    "id": null,
    "metadata": {},
    "name": "LocationListPageQuery",
    "operationKind": "query",
    "text": "query LocationListPageQuery(\n  $slug: String!\n  $count: Int!\n  $search: String\n  $status: LocationStatus\n  $companyId: ID\n  $sort: LocationSort\n  $direction: SortDirection\n) {\n  account(slug: $slug) {\n    permissions {\n      locations {\n        create\n      }\n    }\n    companies(first: 100) {\n      edges {\n        node {\n          databaseId\n          name\n          id\n        }\n      }\n    }\n    id\n  }\n  ...LocationTable_query_1KMjvw\n}\n\nfragment LocationTable_query_1KMjvw on Query {\n  account(slug: $slug) {\n    id\n    slug\n    locations(first: $count, search: $search, status: $status, companyId: $companyId, sort: $sort, direction: $direction) {\n      totalCount\n      edges {\n        node {\n          id\n          databaseId\n          status\n          name\n          region\n          city\n          cost\n          distanceFromCompanyKm\n          distanceFromCompanyMin\n          company {\n            name\n            id\n          }\n          updatedAt\n          viewerMayChange\n          viewerMayDelete\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "84e72dddb728c634aae19b5257b8da78";

export default node;
