/**
 * @generated SignedSource<<cf11a26b9d982fe2bd143daacf38a9c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useFrontPageActionsLogoutMutation$variables = Record<PropertyKey, never>;
export type useFrontPageActionsLogoutMutation$data = {
  readonly logout: {
    readonly message: string;
  };
};
export type useFrontPageActionsLogoutMutation = {
  response: useFrontPageActionsLogoutMutation$data;
  variables: useFrontPageActionsLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OkPayload",
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useFrontPageActionsLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useFrontPageActionsLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "175848284a558460c1f52c6f72c953bb",
    "id": null,
    "metadata": {},
    "name": "useFrontPageActionsLogoutMutation",
    "operationKind": "mutation",
    "text": "mutation useFrontPageActionsLogoutMutation {\n  logout {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "fb3951a657b7ed3bff4b19cb9dc4667f";

export default node;
