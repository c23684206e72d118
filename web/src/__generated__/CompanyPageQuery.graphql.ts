/**
 * @generated SignedSource<<966ac8b9fc58668c960ec7d3d65f8e82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BookingStatus = "cancelled" | "completed" | "confirmed" | "delivered" | "pending" | "returned" | "%future added value";
export type CompanyPageQuery$variables = {
  id: number;
  slug: string;
};
export type CompanyPageQuery$data = {
  readonly account: {
    readonly customerCompany: {
      readonly bookings: ReadonlyArray<{
        readonly databaseId: number;
        readonly id: string;
        readonly pickupAt: string;
        readonly status: BookingStatus;
        readonly totalPrice: string;
      }> | null | undefined;
      readonly databaseId: number;
      readonly email: string | null | undefined;
      readonly name: string;
      readonly orgnr: string;
      readonly people: ReadonlyArray<{
        readonly databaseId: number;
        readonly email: string;
        readonly firstname: string;
        readonly id: string;
        readonly lastname: string;
      }> | null | undefined;
      readonly phone: string | null | undefined;
    } | null | undefined;
    readonly slug: string;
  };
};
export type CompanyPageQuery = {
  response: CompanyPageQuery$data;
  variables: CompanyPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
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
  "name": "email",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "databaseId",
      "variableName": "id"
    }
  ],
  "concreteType": "CustomerCompany",
  "kind": "LinkedField",
  "name": "customerCompany",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orgnr",
      "storageKey": null
    },
    (v5/*:: as any*/),
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "people",
      "plural": true,
      "selections": [
        (v6/*:: as any*/),
        (v4/*:: as any*/),
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
        (v5/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Booking",
      "kind": "LinkedField",
      "name": "bookings",
      "plural": true,
      "selections": [
        (v6/*:: as any*/),
        (v4/*:: as any*/),
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
          "name": "totalPrice",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CompanyPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CompanyPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v7/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "da2e6a6f5467abb06d6bafa495e0d254",
    "id": null,
    "metadata": {},
    "name": "CompanyPageQuery",
    "operationKind": "query",
    "text": "query CompanyPageQuery(\n  $slug: String!\n  $id: Int!\n) {\n  account(slug: $slug) {\n    slug\n    customerCompany(databaseId: $id) {\n      databaseId\n      name\n      orgnr\n      email\n      phone\n      people {\n        id\n        databaseId\n        firstname\n        lastname\n        email\n      }\n      bookings {\n        id\n        databaseId\n        status\n        pickupAt\n        totalPrice\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5858384b5b9829adbc8a4ce659479a04";

export default node;
