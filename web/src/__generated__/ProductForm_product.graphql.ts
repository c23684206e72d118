/**
 * @generated SignedSource<<746f6d9e745ebb6b368555eab97fc631>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Drive = "awd" | "front" | "rear" | "%future added value";
export type FuelType = "diesel" | "diesel_electric" | "electric" | "petrol" | "petrol_electric" | "%future added value";
export type OwnershipType = "borrow" | "lease" | "loan" | "owned" | "%future added value";
export type ProductStatus = "in_maintenance" | "not_rentable" | "rentable" | "rented" | "reserved" | "%future added value";
export type Transmission = "auto" | "manual" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductForm_product$data = {
  readonly accountingProductNumber: string | null | undefined;
  readonly acriss: string | null | undefined;
  readonly category: {
    readonly id: string;
  };
  readonly co2EmissionsPerKm: string | null | undefined;
  readonly color: string | null | undefined;
  readonly company: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly companyManager: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly databaseId: number;
  readonly description: string | null | undefined;
  readonly driveshaft: Drive | null | undefined;
  readonly engineHp: number | null | undefined;
  readonly engineVolumeCm3: number | null | undefined;
  readonly fuelConsumption: string | null | undefined;
  readonly fuelTankLitre: string | null | undefined;
  readonly fuelType: FuelType | null | undefined;
  readonly historyOwner?: {
    readonly " $fragmentSpreads": FragmentRefs<"HistoryPanel_owner">;
  } | null | undefined;
  readonly id: string;
  readonly isRentable: boolean;
  readonly isValidRentalcar: boolean | null | undefined;
  readonly isValidRentalcarCheckedAt: string | null | undefined;
  readonly lastPkkAt: string | null | undefined;
  readonly licenceClass: string | null | undefined;
  readonly licensePlate: string | null | undefined;
  readonly location: {
    readonly city: string;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly make: string | null | undefined;
  readonly model: string | null | undefined;
  readonly monthlyCostDepreciation: string | null | undefined;
  readonly monthlyCostInsurance: string | null | undefined;
  readonly monthlyCostMaintenance: string | null | undefined;
  readonly monthlyCostOther: string | null | undefined;
  readonly monthlyCostOwnership: string | null | undefined;
  readonly monthlyCostTireHotell: string | null | undefined;
  readonly name: string;
  readonly nextPkkAt: string | null | undefined;
  readonly odometerAt: string | null | undefined;
  readonly odometerKm: number | null | undefined;
  readonly ownershipType: OwnershipType | null | undefined;
  readonly rangeKm: number | null | undefined;
  readonly seatCapacity: number | null | undefined;
  readonly status: ProductStatus;
  readonly storageCapacityLitre: string | null | undefined;
  readonly storageCapacityM3: string | null | undefined;
  readonly tabs?: {
    readonly " $fragmentSpreads": FragmentRefs<"ProductTabs_product">;
  } | null | undefined;
  readonly taxrate: string;
  readonly trailerHitchCapacityKg: number | null | undefined;
  readonly transmission: Transmission | null | undefined;
  readonly updatedAt: string;
  readonly valuation: string | null | undefined;
  readonly valuationAt: string | null | undefined;
  readonly vanType: string | null | undefined;
  readonly viewerMayChange: boolean;
  readonly viewerMayDelete: boolean;
  readonly vin: string | null | undefined;
  readonly year: number | null | undefined;
  readonly " $fragmentType": "ProductForm_product";
};
export type ProductForm_product$key = {
  readonly " $data"?: ProductForm_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductForm_product">;
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
  "name": "name",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
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
  "name": "ProductForm_product",
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
      "name": "status",
      "storageKey": null
    },
    (v1/*:: as any*/),
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
      "concreteType": "ProductCategory",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRentable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "companyManager",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxrate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountingProductNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "licensePlate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "make",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "model",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "year",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "color",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "odometerKm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "odometerAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seatCapacity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownershipType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fuelType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "driveshaft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transmission",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acriss",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "co2EmissionsPerKm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fuelTankLitre",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fuelConsumption",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rangeKm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "engineHp",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "engineVolumeCm3",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trailerHitchCapacityKg",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storageCapacityLitre",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storageCapacityM3",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vanType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "licenceClass",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastPkkAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextPkkAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isValidRentalcar",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isValidRentalcarCheckedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valuation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valuationAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthlyCostOwnership",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthlyCostInsurance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthlyCostTireHotell",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthlyCostMaintenance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthlyCostOther",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthlyCostDepreciation",
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
                "name": "ProductTabs_product"
              }
            ],
            "type": "Product",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "tabs"
        },
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
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "13edfd4796104d211b94a0fb8e6d9ab1";

export default node;
