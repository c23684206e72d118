/**
 * @generated SignedSource<<99cd544ecddcf242d367a490880d39e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfferCard_offer$data = {
  readonly description: string | null | undefined;
  readonly descriptionLanguage: string;
  readonly exampleModels: ReadonlyArray<string>;
  readonly homeLocation: {
    readonly name: string;
  } | null | undefined;
  readonly imageUpload: {
    readonly exists: boolean;
  } | null | undefined;
  readonly nodailyprice: boolean;
  readonly pricePerDay: string;
  readonly title: string;
  readonly titleLanguage: string;
  readonly totalPrice: string;
  readonly transported: boolean;
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transported",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "homeLocation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "exampleModels",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Upload",
      "kind": "LinkedField",
      "name": "imageUpload",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "exists",
          "storageKey": null
        }
      ],
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

(node as any).hash = "83dcc46ba74f043d544910d6740f6341";

export default node;
