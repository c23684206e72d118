/**
 * @generated SignedSource<<8532635c8891bbfaf13b3da7909f2021>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEventType = "BOOKING_CANCELLED" | "BOOKING_CHANGED" | "BOOKING_CONFIRMED" | "BOOKING_CREATED" | "%future added value";
export type WebhookSettingsQuery$variables = {
  keyId: string;
};
export type WebhookSettingsQuery$data = {
  readonly webhookEndpoint: {
    readonly events: ReadonlyArray<WebhookEventType>;
    readonly id: string;
    readonly url: string;
  } | null | undefined;
};
export type WebhookSettingsQuery = {
  response: WebhookSettingsQuery$data;
  variables: WebhookSettingsQuery$variables;
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
        "kind": "Variable",
        "name": "keyId",
        "variableName": "keyId"
      }
    ],
    "concreteType": "WebhookEndpoint",
    "kind": "LinkedField",
    "name": "webhookEndpoint",
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
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "events",
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
    "name": "WebhookSettingsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookSettingsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fbfa1a7021f9fa2cb50d947e0063600e",
    "id": null,
    "metadata": {},
    "name": "WebhookSettingsQuery",
    "operationKind": "query",
    "text": "query WebhookSettingsQuery(\n  $keyId: ID!\n) {\n  webhookEndpoint(keyId: $keyId) {\n    id\n    url\n    events\n  }\n}\n"
  }
};
})();

(node as any).hash = "acadea057921eb311fff94f2078d6559";

export default node;
