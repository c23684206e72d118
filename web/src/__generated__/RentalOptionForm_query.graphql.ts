/**
 * @generated SignedSource<<129d3f56532820d1d54b3d90d78ceaf1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductTagSlug = "age" | "doors" | "drivetrain" | "fuel" | "height" | "hitch_capacity" | "licence_requirement" | "load_capacity" | "range" | "range_included" | "seats" | "transmission" | "van_type" | "weight" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RentalOptionForm_query$data = {
  readonly productCategories: ReadonlyArray<{
    readonly id: string;
    readonly isCar: boolean;
    readonly requireTransportationBetweenLocations: boolean;
    readonly title: string;
  }>;
  readonly productTags: ReadonlyArray<{
    readonly id: string;
    readonly metric: string | null | undefined;
    readonly slug: ProductTagSlug;
    readonly title: string;
  }>;
  readonly " $fragmentType": "RentalOptionForm_query";
};
export type RentalOptionForm_query$key = {
  readonly " $data"?: RentalOptionForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RentalOptionForm_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RentalOptionForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductCategory",
      "kind": "LinkedField",
      "name": "productCategories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCar",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requireTransportationBetweenLocations",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductTag",
      "kind": "LinkedField",
      "name": "productTags",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
          "name": "metric",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "5ebec53653b4535f5fac267d3c46cae9";

export default node;
