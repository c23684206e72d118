/**
 * @generated SignedSource<<7e7e3b9d6c61c24f1efd36f9a51ef879>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RegisterPageQuery$variables = Record<PropertyKey, never>;
export type RegisterPageQuery$data = {
  readonly viewer: {
    readonly isEmployee: boolean;
  } | null | undefined;
};
export type RegisterPageQuery = {
  response: RegisterPageQuery$data;
  variables: RegisterPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isEmployee",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegisterPageQuery",
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
    "name": "RegisterPageQuery",
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
    "cacheID": "cc7a40a178f3c58e529a4050b74e93f1",
    "id": null,
    "metadata": {},
    "name": "RegisterPageQuery",
    "operationKind": "query",
    "text": "query RegisterPageQuery {\n  viewer {\n    isEmployee\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d7262e45ded502af65c8486fc663b1b9";

export default node;
