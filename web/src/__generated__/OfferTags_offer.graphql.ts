/**
 * @generated SignedSource<<de65807dcf5934f1820010c13ab0bc4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductTagSlug = "age" | "doors" | "drivetrain" | "fuel" | "height" | "hitch_capacity" | "licence_requirement" | "load_capacity" | "range" | "range_included" | "seats" | "transmission" | "van_type" | "weight" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OfferTags_offer$data = {
  readonly tags: ReadonlyArray<{
    readonly highlight: boolean;
    readonly position: number;
    readonly tag: {
      readonly metric: string | null | undefined;
      readonly slug: ProductTagSlug;
      readonly title: string;
    };
    readonly value: string;
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
          "name": "value",
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
              "name": "slug",
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
              "name": "metric",
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

(node as any).hash = "34dfd59a55f87cd59069cf30ef7eab5a";

export default node;
