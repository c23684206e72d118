/**
 * @generated SignedSource<<9a068fadf3b640034b34d589b5bbfeba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfferCard_offer$data = {
  readonly description: string | null | undefined;
  readonly nodailyprice: boolean;
  readonly pricePerDay: string;
  readonly title: string;
  readonly totalPrice: string;
  readonly vatIncluded: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"OfferImage_offer" | "OfferTags_offer">;
  readonly " $fragmentType": "OfferCard_offer";
};
export type OfferCard_offer$key = {
  readonly " $data"?: OfferCard_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferCard_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfferCard_offer",
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
      "name": "description",
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

(node as any).hash = "e9af6eaec3c9ecef87770389be899978";

export default node;
