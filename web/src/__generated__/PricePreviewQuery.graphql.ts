/**
 * @generated SignedSource<<e9380dee53c2d62a45f76f6fcfcc5f59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CustomerType = "business" | "private" | "%future added value";
export type PricePreviewInput = {
  nodailyprice?: boolean | null | undefined;
  pickupAt?: string | null | undefined;
  priceBusinessDamageDeductible?: string | null | undefined;
  priceBusinessDay?: string | null | undefined;
  priceBusinessDayMaximum?: string | null | undefined;
  priceBusinessDayMinimum?: string | null | undefined;
  priceBusinessHour?: string | null | undefined;
  priceBusinessMonth?: string | null | undefined;
  priceBusinessOnetime?: string | null | undefined;
  priceBusinessTotalMaximum?: string | null | undefined;
  priceBusinessTotalMinimum?: string | null | undefined;
  priceBusinessWeek?: string | null | undefined;
  priceBusinessWeekend?: string | null | undefined;
  pricePrivateDamageDeductible?: string | null | undefined;
  pricePrivateDay?: string | null | undefined;
  pricePrivateDayMaximum?: string | null | undefined;
  pricePrivateDayMinimum?: string | null | undefined;
  pricePrivateHour?: string | null | undefined;
  pricePrivateMonth?: string | null | undefined;
  pricePrivateOnetime?: string | null | undefined;
  pricePrivateTotalMaximum?: string | null | undefined;
  pricePrivateTotalMinimum?: string | null | undefined;
  pricePrivateWeek?: string | null | undefined;
  pricePrivateWeekend?: string | null | undefined;
  samePricePrivateBusiness?: boolean | null | undefined;
  vatFactor?: string | null | undefined;
};
export type PricePreviewQuery$variables = {
  input: PricePreviewInput;
};
export type PricePreviewQuery$data = {
  readonly rentalOptionPricePreview: ReadonlyArray<{
    readonly customerKind: CustomerType;
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
    "cacheID": "9d6ee21d2d66a3a01c764ee90e7fe602",
    "id": null,
    "metadata": {},
    "name": "PricePreviewQuery",
    "operationKind": "query",
    "text": "query PricePreviewQuery(\n  $input: PricePreviewInput!\n) {\n  rentalOptionPricePreview(input: $input) {\n    days\n    customerKind\n    total\n    lines {\n      label\n      amount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5d51ee05f8df4341d94386e5c1fed554";

export default node;
