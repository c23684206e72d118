/**
 * @generated SignedSource<<b7fc37c2905a25f8798514012379d0f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderForm_search$data = {
  readonly cart: {
    readonly total: string;
  };
  readonly vatIncluded: boolean;
  readonly " $fragmentType": "OrderForm_search";
};
export type OrderForm_search$key = {
  readonly " $data"?: OrderForm_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderForm_search">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cart"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderForm_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatIncluded",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "input",
          "variableName": "cart"
        }
      ],
      "concreteType": "CartQuote",
      "kind": "LinkedField",
      "name": "cart",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RentalSearch",
  "abstractKey": null
};

(node as any).hash = "76155f1b8c7a7786c52c1851f6c76728";

export default node;
