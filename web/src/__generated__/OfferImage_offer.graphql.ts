/**
 * @generated SignedSource<<7077699743218666dee4b3da8f0bd2f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfferImage_offer$data = {
  readonly image: string | null | undefined;
  readonly imageAltText: string | null | undefined;
  readonly imageUpload: {
    readonly alt: string | null | undefined;
    readonly exists: boolean;
    readonly url: string;
  } | null | undefined;
  readonly " $fragmentType": "OfferImage_offer";
};
export type OfferImage_offer$key = {
  readonly " $data"?: OfferImage_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferImage_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfferImage_offer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "image",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageAltText",
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
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "exists",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RentalOffer",
  "abstractKey": null
};

(node as any).hash = "8a8749861eeafa731246405307db1d3d";

export default node;
