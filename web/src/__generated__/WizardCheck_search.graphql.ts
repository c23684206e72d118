/**
 * @generated SignedSource<<1e148275b9cce93932676dcb0f255093>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BookingLineType = "accessory" | "insurance" | "rental" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WizardCheck_search$data = {
  readonly accessoryLimits: ReadonlyArray<{
    readonly automatic: boolean;
    readonly databaseId: number;
    readonly maxAmount: number;
    readonly title: string;
  }>;
  readonly cart: {
    readonly errors: ReadonlyArray<{
      readonly field: string;
    }>;
    readonly lines: ReadonlyArray<{
      readonly databaseId: number;
      readonly lineType: BookingLineType;
      readonly title: string;
    }>;
  };
  readonly freeVehicles: ReadonlyArray<{
    readonly databaseId: number;
  }>;
  readonly insurances: ReadonlyArray<{
    readonly slug: string;
  }>;
  readonly " $fragmentType": "WizardCheck_search";
};
export type WizardCheck_search$key = {
  readonly " $data"?: WizardCheck_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"WizardCheck_search">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
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
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "cart"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "WizardCheck_search",
  "selections": [
    {
      "alias": "freeVehicles",
      "args": [
        {
          "kind": "Literal",
          "name": "group",
          "value": "vehicles"
        }
      ],
      "concreteType": "RentalOffer",
      "kind": "LinkedField",
      "name": "offers",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": "offers(group:\"vehicles\")"
    },
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
    },
    {
      "alias": "insurances",
      "args": [
        {
          "kind": "Literal",
          "name": "group",
          "value": "insurance"
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
          "name": "slug",
          "storageKey": null
        }
      ],
      "storageKey": "offers(group:\"insurance\")"
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
          "concreteType": "CartLineQuote",
          "kind": "LinkedField",
          "name": "lines",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lineType",
              "storageKey": null
            },
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FieldError",
          "kind": "LinkedField",
          "name": "errors",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RentalSearch",
  "abstractKey": null
};
})();

(node as any).hash = "3dbc7644f9e6b7d53f842098180644a5";

export default node;
