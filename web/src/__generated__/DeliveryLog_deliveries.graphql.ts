/**
 * @generated SignedSource<<e0f5845896ae5f585692d6e84f849eee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryStatus = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
export type WebhookEventType = "BOOKING_CANCELLED" | "BOOKING_CHANGED" | "BOOKING_CONFIRMED" | "BOOKING_CREATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeliveryLog_deliveries$data = {
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
  readonly " $fragmentType": "DeliveryLog_deliveries";
};
export type DeliveryLog_deliveries$key = {
  readonly " $data"?: DeliveryLog_deliveries$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryLog_deliveries">;
};

import DeliveryLogPaginationQuery_graphql from './DeliveryLogPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "webhookDeliveries"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "keyId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": DeliveryLogPaginationQuery_graphql
    }
  },
  "name": "DeliveryLog_deliveries",
  "selections": [
    {
      "alias": "webhookDeliveries",
      "args": [
        {
          "kind": "Variable",
          "name": "keyId",
          "variableName": "keyId"
        }
      ],
      "concreteType": "QueryWebhookDeliveriesConnection",
      "kind": "LinkedField",
      "name": "__DeliveryLog_webhookDeliveries_connection",
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
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "f769819bf556fecef789c37eeca58cae";

export default node;
