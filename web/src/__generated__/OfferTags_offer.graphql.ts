/**
 * @generated SignedSource<<d2d7b2c81a438d5d5258933d56716ebf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfferTags_offer$data = {
  readonly tags: ReadonlyArray<{
    readonly displayTitle: string;
    readonly displayValue: string;
    readonly highlight: boolean;
    readonly position: number;
    readonly tag: {
      readonly title: string;
    };
  }>;
  readonly " $fragmentType": "OfferTags_offer";
};
export type OfferTags_offer$key = {
  readonly " $data"?: OfferTags_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferTags_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfferTags_offer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RentalOptionTag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayTitle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "highlight",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductTag",
          "kind": "LinkedField",
          "name": "tag",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RentalOffer",
  "abstractKey": null
};

(node as any).hash = "676d6e94e6028c322988ff0cade3af6c";

export default node;
