/**
 * @generated SignedSource<<1949d49d725b448f373f8143cd346c07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LoginPageQuery$variables = Record<PropertyKey, never>;
export type LoginPageQuery$data = {
  readonly appInfo: {
    readonly developerFeatures: boolean;
  };
  readonly viewer: {
    readonly isEmployee: boolean;
  } | null | undefined;
};
export type LoginPageQuery = {
  response: LoginPageQuery$data;
  variables: LoginPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isEmployee",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "AppInfo",
  "kind": "LinkedField",
  "name": "appInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "developerFeatures",
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
    "name": "LoginPageQuery",
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
      },
      (v1/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LoginPageQuery",
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
      },
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "3099d464941bec49aa2b052fb702c377",
    "id": null,
    "metadata": {},
    "name": "LoginPageQuery",
    "operationKind": "query",
    "text": "query LoginPageQuery {\n  viewer {\n    isEmployee\n    id\n  }\n  appInfo {\n    developerFeatures\n  }\n}\n"
  }
};
})();

(node as any).hash = "015085ec78702a1d5b11b336452e8f56";

export default node;
