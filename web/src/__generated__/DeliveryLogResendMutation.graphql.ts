/**
 * @generated SignedSource<<692dc4592258001e8f7d8828e91e049d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryStatus = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
export type ResendWebhookDeliveryInput = {
  id: string;
};
export type DeliveryLogResendMutation$variables = {
  input: ResendWebhookDeliveryInput;
};
export type DeliveryLogResendMutation$data = {
  readonly resendWebhookDelivery: {
    readonly __typename: string;
    readonly delivery?: {
      readonly attempts: number;
      readonly id: string;
      readonly lastAnswer: string | null | undefined;
      readonly lastStatus: number | null | undefined;
      readonly nextAttemptAt: string | null | undefined;
      readonly status: WebhookDeliveryStatus;
    };
    readonly message?: string;
  };
};
export type DeliveryLogResendMutation = {
  response: DeliveryLogResendMutation$data;
  variables: DeliveryLogResendMutation$variables;
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
    "name": "resendWebhookDelivery",
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
            "concreteType": "WebhookDelivery",
            "kind": "LinkedField",
            "name": "delivery",
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
                "name": "attempts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastAnswer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextAttemptAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ResendWebhookDeliveryPayload",
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
    "name": "DeliveryLogResendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeliveryLogResendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dd34844b5eecbc770240b074d52d29c1",
    "id": null,
    "metadata": {},
    "name": "DeliveryLogResendMutation",
    "operationKind": "mutation",
    "text": "mutation DeliveryLogResendMutation(\n  $input: ResendWebhookDeliveryInput!\n) {\n  resendWebhookDelivery(input: $input) {\n    __typename\n    ... on ResendWebhookDeliveryPayload {\n      delivery {\n        id\n        status\n        attempts\n        lastStatus\n        lastAnswer\n        nextAttemptAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a59e143e5e23ec69f7ad317f02cdc4d6";

export default node;
