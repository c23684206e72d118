/**
 * @generated SignedSource<<04397c575ea5d7ff967270343f015b77>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApiKeyStatus = "active" | "expired" | "grace" | "revoked" | "%future added value";
export type ApiKeyIdInput = {
  id: string;
};
export type KeyDetailRevokeMutation$variables = {
  input: ApiKeyIdInput;
};
export type KeyDetailRevokeMutation$data = {
  readonly revokeApiKey: {
    readonly __typename: string;
    readonly apiKey?: {
      readonly id: string;
      readonly revokedAt: string | null | undefined;
      readonly status: ApiKeyStatus;
    };
    readonly message?: string;
  };
};
export type KeyDetailRevokeMutation = {
  response: KeyDetailRevokeMutation$data;
  variables: KeyDetailRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revokeApiKey",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiKey",
            "kind": "LinkedField",
            "name": "apiKey",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
                "name": "revokedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ApiKeyPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "KeyDetailRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "KeyDetailRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3a1447d0ddbfc1fdb4f666a911def17c",
    "id": null,
    "metadata": {},
    "name": "KeyDetailRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation KeyDetailRevokeMutation(\n  $input: ApiKeyIdInput!\n) {\n  revokeApiKey(input: $input) {\n    __typename\n    ... on ApiKeyPayload {\n      apiKey {\n        id\n        status\n        revokedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "23b3001143a77bac7cde8ae0584c7097";

export default node;
