/**
 * @generated SignedSource<<200f735bcc3b0a5f50747f01fa7409d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LocationStatus = "archived" | "draft" | "private" | "public" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LocationForm_location$data = {
  readonly address1: string;
  readonly address2: string | null | undefined;
  readonly airportCode: string | null | undefined;
  readonly aliases: ReadonlyArray<string>;
  readonly city: string;
  readonly company: {
    readonly id: string;
  };
  readonly cost: string | null | undefined;
  readonly country: string;
  readonly databaseId: number;
  readonly deliveryPrepTimeHours: string;
  readonly description: string | null | undefined;
  readonly distanceFromCompanyKm: string | null | undefined;
  readonly distanceFromCompanyMin: number | null | undefined;
  readonly externalNote: string | null | undefined;
  readonly gpsLat: string | null | undefined;
  readonly gpsLong: string | null | undefined;
  readonly historyOwner?: {
    readonly " $fragmentSpreads": FragmentRefs<"HistoryPanel_owner">;
  } | null | undefined;
  readonly id: string;
  readonly internalNote: string | null | undefined;
  readonly maxDeliveryKm: string | null | undefined;
  readonly name: string;
  readonly openingWeek: {
    readonly dropoff: ReadonlyArray<{
      readonly closed: boolean;
      readonly closes: string | null | undefined;
      readonly opens: string | null | undefined;
      readonly weekday: number;
    }>;
    readonly employees: ReadonlyArray<{
      readonly closed: boolean;
      readonly closes: string | null | undefined;
      readonly opens: string | null | undefined;
      readonly weekday: number;
    }>;
    readonly pickup: ReadonlyArray<{
      readonly closed: boolean;
      readonly closes: string | null | undefined;
      readonly opens: string | null | undefined;
      readonly weekday: number;
    }>;
  };
  readonly order: number;
  readonly privateContactName: string | null | undefined;
  readonly privateEmail: string | null | undefined;
  readonly privatePhone: string | null | undefined;
  readonly publicEmail: string | null | undefined;
  readonly publicPhone: string | null | undefined;
  readonly region: string;
  readonly regionCode: string | null | undefined;
  readonly status: LocationStatus;
  readonly transportFactor: string | null | undefined;
  readonly updatedAt: string;
  readonly viewerMayChange: boolean;
  readonly viewerMayDelete: boolean;
  readonly zip: string;
  readonly " $fragmentType": "LocationForm_location";
};
export type LocationForm_location$key = {
  readonly " $data"?: LocationForm_location$data;
  readonly " $fragmentSpreads": FragmentRefs<"LocationForm_location">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "weekday",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "closed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "opens",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "closes",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "existing"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "LocationForm_location",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerMayChange",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerMayDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "order",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address1",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address2",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "region",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "regionCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "aliases",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "airportCode",
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
      "name": "cost",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transportFactor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "distanceFromCompanyKm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "distanceFromCompanyMin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxDeliveryKm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gpsLat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gpsLong",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publicEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publicPhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "privateContactName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "privateEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "privatePhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "externalNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryPrepTimeHours",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpeningWeek",
      "kind": "LinkedField",
      "name": "openingWeek",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "OpeningDay",
          "kind": "LinkedField",
          "name": "pickup",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OpeningDay",
          "kind": "LinkedField",
          "name": "dropoff",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OpeningDay",
          "kind": "LinkedField",
          "name": "employees",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "condition": "existing",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HistoryPanel_owner"
              }
            ],
            "type": "Historied",
            "abstractKey": "__isHistoried"
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "historyOwner"
        }
      ]
    }
  ],
  "type": "Location",
  "abstractKey": null
};
})();

(node as any).hash = "0658ee83a26b986ee70ac87edae12ffe";

export default node;
