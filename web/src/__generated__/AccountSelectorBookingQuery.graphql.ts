/**
 * @generated SignedSource<<c240aee4282133327a4b9706a33f0f9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccountSelectorBookingQuery$variables = {
  bookingId: string;
};
export type AccountSelectorBookingQuery$data = {
  readonly viewer: {
    readonly bookingAccount: {
      readonly slug: string;
    } | null | undefined;
  } | null | undefined;
};
export type AccountSelectorBookingQuery = {
  response: AccountSelectorBookingQuery$data;
  variables: AccountSelectorBookingQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "bookingId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "bookingId",
    "variableName": "bookingId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountSelectorBookingQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "bookingAccount",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountSelectorBookingQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "bookingAccount",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7d443e2ceb5e20ac714d2fd84731fa93",
    "id": null,
    "metadata": {},
    "name": "AccountSelectorBookingQuery",
    "operationKind": "query",
    "text": "query AccountSelectorBookingQuery(\n  $bookingId: ID!\n) {\n  viewer {\n    bookingAccount(bookingId: $bookingId) {\n      slug\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "dfd009364af9537cfea77531604f0836";

export default node;
