/**
 * @generated SignedSource<<b083bddc1525e2a71744a1723b50e243>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WizardCheck_search$data = {
  readonly accessoryLimits: ReadonlyArray<{
    readonly automatic: boolean;
    readonly databaseId: number;
    readonly maxAmount: number;
    readonly title: string;
  }>;
  readonly " $fragmentType": "WizardCheck_search";
};
export type WizardCheck_search$key = {
  readonly " $data"?: WizardCheck_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"WizardCheck_search">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WizardCheck_search",
  "selections": [
    {
      "alias": "accessoryLimits",
      "args": [
        {
          "kind": "Literal",
          "name": "group",
          "value": "accessories"
        }
      ],
      "concreteType": "RentalOffer",
      "kind": "LinkedField",
      "name": "offers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "automatic",
          "storageKey": null
        }
      ],
      "storageKey": "offers(group:\"accessories\")"
    }
  ],
  "type": "RentalSearch",
  "abstractKey": null
};

(node as any).hash = "619ed48b3f5a21365534fe60070518d8";

export default node;
