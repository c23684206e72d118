/**
 * @generated SignedSource<<ac9277d48af5d3fb0072c6a847c56017>>
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
  readonly imageAltTextLanguage: string;
  readonly imageUpload: {
    readonly alt: string | null | undefined;
    readonly exists: boolean;
    readonly url: string;
    readonly variants: ReadonlyArray<{
      readonly height: number;
      readonly mime: string;
      readonly url: string;
      readonly width: number;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "OfferImage_offer";
};
export type OfferImage_offer$key = {
  readonly " $data"?: OfferImage_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferImage_offer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
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
      "kind": "ScalarField",
      "name": "imageAltTextLanguage",
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
        (v0/*:: as any*/),
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "UploadVariant",
          "kind": "LinkedField",
          "name": "variants",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "width",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "height",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "mime",
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
})();

(node as any).hash = "c356814c47e26c66fd6eba95bebddf91";

export default node;
