/**
 * @generated SignedSource<<84d75291e6e45c3b4325c99f8b732127>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccessoryItem_offer$data = {
  readonly description: string | null | undefined;
  readonly descriptionLanguage: string;
  readonly maxAmount: number;
  readonly nodailyprice: boolean;
  readonly pricePerDay: string;
  readonly title: string;
  readonly titleLanguage: string;
  readonly totalPrice: string;
  readonly vatIncluded: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"OfferImage_offer" | "OfferTags_offer">;
  readonly " $fragmentType": "AccessoryItem_offer";
};
export type AccessoryItem_offer$key = {
  readonly " $data"?: AccessoryItem_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessoryItem_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccessoryItem_offer",
  "selections": [
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
      "name": "titleLanguage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "descriptionLanguage",
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
      "name": "totalPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePerDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nodailyprice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatIncluded",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OfferImage_offer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OfferTags_offer"
    }
  ],
  "type": "RentalOffer",
  "abstractKey": null
};

(node as any).hash = "dbb961c9854686872e770ca8199cf30b";

export default node;
