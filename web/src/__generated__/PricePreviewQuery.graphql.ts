/**
 * @generated SignedSource<<5bfb833fa8d7c8fa8db5befe2a9c0b25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PricePreviewInput = {
  pricePrivateDay?: string | null | undefined;
  samePricePrivateBusiness?: boolean | null | undefined;
  vatFactor?: string | null | undefined;
};
export type PricePreviewQuery$variables = {
  input: PricePreviewInput;
};
export type PricePreviewQuery$data = {
  readonly rentalOptionPricePreview: ReadonlyArray<{
    readonly customerKind: string;
    readonly days: number;
    readonly lines: ReadonlyArray<{
      readonly amount: string;
      readonly label: string;
    }>;
    readonly total: string;
  }>;
};
export type PricePreviewQuery = {
  response: PricePreviewQuery$data;
  variables: PricePreviewQuery$variables;
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
    "kind": "ClientExtension",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "input",
            "variableName": "input"
          }
        ],
        "concreteType": "PricePreviewRow",
        "kind": "LinkedField",
        "name": "rentalOptionPricePreview",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "days",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customerKind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PricePreviewLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PricePreviewQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PricePreviewQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "da008b26071bc3a7d4f2737203b3c4c7",
    "id": null,
    "metadata": {},
    "name": "PricePreviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5d51ee05f8df4341d94386e5c1fed554";

export default node;
