/**
 * @generated SignedSource<<8bc6760ba611787bb92e75bc82c7dd22>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccountKind = "company" | "location" | "network" | "site" | "%future added value";
export type AccountSelectorQuery$variables = Record<PropertyKey, never>;
export type AccountSelectorQuery$data = {
  readonly viewer: {
    readonly accounts: ReadonlyArray<{
      readonly kind: AccountKind;
      readonly name: string;
      readonly roleLabel: string;
      readonly slug: string;
    }>;
  } | null | undefined;
};
export type AccountSelectorQuery = {
  response: AccountSelectorQuery$data;
  variables: AccountSelectorQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Account",
  "kind": "LinkedField",
  "name": "accounts",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
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
      "name": "roleLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountSelectorQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountSelectorQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ebcf6e23cc5dde2f4c29344c4a27f187",
    "id": null,
    "metadata": {},
    "name": "AccountSelectorQuery",
    "operationKind": "query",
    "text": "query AccountSelectorQuery {\n  viewer {\n    accounts {\n      slug\n      name\n      roleLabel\n      kind\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "dbff341c1a4ff7fc8cba1217d1d95da4";

export default node;
