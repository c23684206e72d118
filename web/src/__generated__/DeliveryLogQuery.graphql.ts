/**
 * @generated SignedSource<<a5dc5b349f49d8a4586e8863443fba7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryStatus = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
export type WebhookEventType = "BOOKING_CANCELLED" | "BOOKING_CHANGED" | "BOOKING_CONFIRMED" | "BOOKING_CREATED" | "%future added value";
export type DeliveryLogQuery$variables = {
  keyId: string;
};
export type DeliveryLogQuery$data = {
  readonly webhookDeliveries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly attempts: number;
        readonly bookingId: number;
        readonly createdAt: string;
        readonly eventId: string;
        readonly id: string;
        readonly lastAnswer: string | null | undefined;
        readonly lastAttemptAt: string | null | undefined;
        readonly lastStatus: number | null | undefined;
        readonly nextAttemptAt: string | null | undefined;
        readonly status: WebhookDeliveryStatus;
        readonly type: WebhookEventType;
      };
    }>;
  };
};
export type DeliveryLogQuery = {
  response: DeliveryLogQuery$data;
  variables: DeliveryLogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "keyId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      },
      {
        "kind": "Variable",
        "name": "keyId",
        "variableName": "keyId"
      }
    ],
    "concreteType": "QueryWebhookDeliveriesConnection",
    "kind": "LinkedField",
    "name": "webhookDeliveries",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryWebhookDeliveriesConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookDelivery",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "eventId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bookingId",
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
                "name": "lastAttemptAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextAttemptAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
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
    "name": "DeliveryLogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeliveryLogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "19ff45f89fcd6e8180a896ff41fa9b18",
    "id": null,
    "metadata": {},
    "name": "DeliveryLogQuery",
    "operationKind": "query",
    "text": "query DeliveryLogQuery(\n  $keyId: ID!\n) {\n  webhookDeliveries(keyId: $keyId, first: 50) {\n    edges {\n      node {\n        id\n        eventId\n        type\n        bookingId\n        status\n        attempts\n        lastStatus\n        lastAnswer\n        lastAttemptAt\n        nextAttemptAt\n        createdAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5886f762a3d6fc9ef662c85007af6141";

export default node;
