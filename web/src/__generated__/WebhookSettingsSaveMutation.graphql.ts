/**
 * @generated SignedSource<<65d22916d3ba74f5023ecb9a8c4788a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEventType = "BOOKING_CANCELLED" | "BOOKING_CHANGED" | "BOOKING_CONFIRMED" | "BOOKING_CREATED" | "%future added value";
export type SetWebhookEndpointInput = {
  events: ReadonlyArray<WebhookEventType>;
  keyId: string;
  url?: string | null | undefined;
};
export type WebhookSettingsSaveMutation$variables = {
  input: SetWebhookEndpointInput;
};
export type WebhookSettingsSaveMutation$data = {
  readonly setWebhookEndpoint: {
    readonly __typename: string;
    readonly endpoint?: {
      readonly events: ReadonlyArray<WebhookEventType>;
      readonly id: string;
      readonly url: string;
    } | null | undefined;
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type WebhookSettingsSaveMutation = {
  response: WebhookSettingsSaveMutation$data;
  variables: WebhookSettingsSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "setWebhookEndpoint",
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
            "concreteType": "WebhookEndpoint",
            "kind": "LinkedField",
            "name": "endpoint",
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
        ],
        "type": "SetWebhookEndpointPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "WebhookSettingsSaveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookSettingsSaveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "af2c874458250a1459273cdd94c0c844",
    "id": null,
    "metadata": {},
    "name": "WebhookSettingsSaveMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookSettingsSaveMutation(\n  $input: SetWebhookEndpointInput!\n) {\n  setWebhookEndpoint(input: $input) {\n    __typename\n    ... on SetWebhookEndpointPayload {\n      endpoint {\n        id\n        url\n        events\n      }\n    }\n    ... on ValidationError {\n      fields {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0ee4a98d686c0dbc529bcabb230cdbef";

export default node;
