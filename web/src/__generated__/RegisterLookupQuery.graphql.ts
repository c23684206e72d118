/**
 * @generated SignedSource<<1b98e70b1991627d0fe779efe2fd9eeb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Drive = "awd" | "front" | "rear" | "%future added value";
export type FuelType = "diesel" | "diesel_electric" | "electric" | "petrol" | "petrol_electric" | "%future added value";
export type Transmission = "auto" | "manual" | "%future added value";
export type RegisterLookupQuery$variables = {
  plate: string;
};
export type RegisterLookupQuery$data = {
  readonly vehicleRegisterLookup: {
    readonly __typename: string;
    readonly acrissFuel?: string | null | undefined;
    readonly acrissTransmission?: string;
    readonly co2EmissionsPerKm?: number | null | undefined;
    readonly color?: string | null | undefined;
    readonly driveshaft?: Drive | null | undefined;
    readonly engineHp?: number | null | undefined;
    readonly engineVolumeCm3?: number | null | undefined;
    readonly fetchedAt?: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly fuelConsumption?: number | null | undefined;
    readonly fuelType?: FuelType | null | undefined;
    readonly isValidRentalcar?: boolean;
    readonly lastPkkAt?: string | null | undefined;
    readonly make?: string | null | undefined;
    readonly message?: string;
    readonly model?: string | null | undefined;
    readonly nextPkkAt?: string | null | undefined;
    readonly plate?: string;
    readonly rangeKm?: number | null | undefined;
    readonly registrationStatus?: string | null | undefined;
    readonly seatCapacity?: number | null | undefined;
    readonly trailerHitchCapacityKg?: number | null | undefined;
    readonly transmission?: Transmission | null | undefined;
    readonly use?: string | null | undefined;
    readonly vin?: string | null | undefined;
    readonly year?: number | null | undefined;
  };
};
export type RegisterLookupQuery = {
  response: RegisterLookupQuery$data;
  variables: RegisterLookupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "plate"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "plate",
        "variableName": "plate"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "vehicleRegisterLookup",
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
            "kind": "ScalarField",
            "name": "plate",
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
            "name": "vin",
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
            "name": "fuelType",
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
            "name": "transmission",
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
            "name": "driveshaft",
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
            "name": "acrissTransmission",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "acrissFuel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "registrationStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "use",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fetchedAt",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "type": "VehicleRegisterLookup",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
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
    "name": "RegisterLookupQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegisterLookupQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "4ddc0b10a7cdc2d3eddd9f7496ca86c2",
    "id": null,
    "metadata": {},
    "name": "RegisterLookupQuery",
    "operationKind": "query",
    "text": "query RegisterLookupQuery(\n  $plate: String!\n) {\n  vehicleRegisterLookup(plate: $plate) {\n    __typename\n    ... on VehicleRegisterLookup {\n      plate\n      make\n      model\n      vin\n      year\n      color\n      fuelType\n      seatCapacity\n      transmission\n      co2EmissionsPerKm\n      engineHp\n      engineVolumeCm3\n      trailerHitchCapacityKg\n      driveshaft\n      fuelConsumption\n      rangeKm\n      lastPkkAt\n      nextPkkAt\n      isValidRentalcar\n      acrissTransmission\n      acrissFuel\n      registrationStatus\n      use\n      fetchedAt\n      message\n    }\n    ... on ValidationError {\n      fields {\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cc1fd6e3d466b4febad9afedd9856c85";

export default node;
