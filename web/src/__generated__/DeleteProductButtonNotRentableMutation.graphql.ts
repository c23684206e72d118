/**
 * @generated SignedSource<<6e13426f3f2ab7923ff5a892a79691ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OwnershipType = "borrow" | "lease" | "loan" | "owned" | "%future added value";
export type ProductStatus = "in_maintenance" | "not_rentable" | "rentable" | "rented" | "reserved" | "%future added value";
export type UpdateProductInput = {
  acceptShortage?: boolean | null | undefined;
  accountingProductNumber?: string | null | undefined;
  acriss?: string | null | undefined;
  categoryId?: string | null | undefined;
  co2EmissionsPerKm?: string | null | undefined;
  color?: string | null | undefined;
  companyId?: string | null | undefined;
  companyIdManager?: string | null | undefined;
  description?: string | null | undefined;
  driveshaft?: string | null | undefined;
  engineHp?: number | null | undefined;
  engineVolumeCm3?: number | null | undefined;
  fuelConsumption?: string | null | undefined;
  fuelTankLitre?: string | null | undefined;
  fuelType?: string | null | undefined;
  id: string;
  isRentable?: boolean | null | undefined;
  isValidRentalcar?: boolean | null | undefined;
  isValidRentalcarCheckedAt?: string | null | undefined;
  lastPkkAt?: string | null | undefined;
  licenceClass?: string | null | undefined;
  licensePlate?: string | null | undefined;
  locationId?: string | null | undefined;
  make?: string | null | undefined;
  model?: string | null | undefined;
  monthlyCostDepreciation?: string | null | undefined;
  monthlyCostInsurance?: string | null | undefined;
  monthlyCostMaintenance?: string | null | undefined;
  monthlyCostOther?: string | null | undefined;
  monthlyCostOwnership?: string | null | undefined;
  monthlyCostTireHotell?: string | null | undefined;
  name?: string | null | undefined;
  nextPkkAt?: string | null | undefined;
  odometerAt?: string | null | undefined;
  odometerKm?: number | null | undefined;
  ownershipType?: OwnershipType | null | undefined;
  rangeKm?: number | null | undefined;
  seatCapacity?: number | null | undefined;
  status?: ProductStatus | null | undefined;
  storageCapacityLitre?: string | null | undefined;
  storageCapacityM3?: string | null | undefined;
  taxrate?: string | null | undefined;
  trailerHitchCapacityKg?: number | null | undefined;
  transmission?: string | null | undefined;
  updatedAt: string;
  valuation?: string | null | undefined;
  valuationAt?: string | null | undefined;
  vanType?: string | null | undefined;
  vin?: string | null | undefined;
  year?: number | null | undefined;
};
export type DeleteProductButtonNotRentableMutation$variables = {
  input: UpdateProductInput;
};
export type DeleteProductButtonNotRentableMutation$data = {
  readonly updateProduct: {
    readonly __typename: string;
    readonly message?: string;
    readonly product?: {
      readonly id: string;
      readonly isRentable: boolean;
      readonly status: ProductStatus;
      readonly updatedAt: string;
    };
  };
};
export type DeleteProductButtonNotRentableMutation = {
  response: DeleteProductButtonNotRentableMutation$data;
  variables: DeleteProductButtonNotRentableMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateProduct",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "product",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
                "name": "isRentable",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateProductSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteProductButtonNotRentableMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteProductButtonNotRentableMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3bdbea55fef7ce07febb350b9cedeaff",
    "id": null,
    "metadata": {},
    "name": "DeleteProductButtonNotRentableMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteProductButtonNotRentableMutation(\n  $input: UpdateProductInput!\n) {\n  updateProduct(input: $input) {\n    __typename\n    ... on UpdateProductSuccess {\n      product {\n        id\n        status\n        isRentable\n        updatedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a7b01324f59841eb8b64ceb46c8c9365";

export default node;
