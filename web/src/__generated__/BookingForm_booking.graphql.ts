/**
 * @generated SignedSource<<dfea2269201423cbd6a14da0a1bad9fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "cancelled" | "completed" | "confirmed" | "delivered" | "pending" | "returned" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BookingForm_booking$data = {
  readonly cartOptionChoices: ReadonlyArray<{
    readonly isVehicle: boolean;
    readonly rentalOptionId: string;
    readonly title: string;
    readonly vehicles: ReadonlyArray<{
      readonly licensePlate: string | null | undefined;
      readonly name: string;
      readonly productId: string;
    }>;
  }> | null | undefined;
  readonly comment: string | null | undefined;
  readonly customerCompany: {
    readonly name: string;
  } | null | undefined;
  readonly customerUser: {
    readonly firstname: string;
    readonly id: string;
    readonly lastname: string;
  } | null | undefined;
  readonly databaseId: number;
  readonly dropoffAt: string;
  readonly dropoffLocation: {
    readonly databaseId: number;
    readonly id: string;
    readonly name: string;
  };
  readonly durationDays: number;
  readonly guestBusinessName: string | null | undefined;
  readonly guestBusinessOrgnr: string | null | undefined;
  readonly guestCountry: string | null | undefined;
  readonly guestEmail: string | null | undefined;
  readonly guestFirstname: string | null | undefined;
  readonly guestLastname: string | null | undefined;
  readonly guestPhone: string | null | undefined;
  readonly id: string;
  readonly lines: ReadonlyArray<{
    readonly amount: number;
    readonly id: string;
    readonly manualPrice: boolean;
    readonly pricePerDay: string;
    readonly product: {
      readonly id: string;
      readonly licensePlate: string | null | undefined;
      readonly name: string;
    } | null | undefined;
    readonly rentalOption: {
      readonly id: string;
      readonly title: string;
    };
    readonly totalPrice: string;
    readonly vehicleChoices: ReadonlyArray<{
      readonly id: string;
      readonly licensePlate: string | null | undefined;
      readonly name: string;
    }> | null | undefined;
  }>;
  readonly number: string;
  readonly partnerName: string | null | undefined;
  readonly pickupAt: string;
  readonly pickupLocation: {
    readonly databaseId: number;
    readonly id: string;
    readonly name: string;
  };
  readonly placedByStaff: boolean;
  readonly reference: string | null | undefined;
  readonly status: BookingStatus;
  readonly totalPrice: string;
  readonly updatedAt: string;
  readonly viewerMayChange: boolean;
  readonly viewerMayDelete: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"BookingInfoTabs_delivery" | "BookingInfoTabs_documents" | "BookingInfoTabs_payment" | "CustomerTab_booking" | "HistoryPanel_owner">;
  readonly " $fragmentType": "BookingForm_booking";
};
export type BookingForm_booking$key = {
  readonly " $data"?: BookingForm_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookingForm_booking">;
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
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPrice",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "licensePlate",
  "storageKey": null
},
v7 = [
  (v0/*:: as any*/),
  (v3/*:: as any*/),
  (v6/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookingForm_booking",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "placedByStaff",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "partnerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pickupAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dropoffAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationDays",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "pickupLocation",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "dropoffLocation",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guestFirstname",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guestLastname",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guestEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guestPhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guestCountry",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guestBusinessName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guestBusinessOrgnr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "customerUser",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstname",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastname",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerCompany",
      "kind": "LinkedField",
      "name": "customerCompany",
      "plural": false,
      "selections": [
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartOptionChoice",
      "kind": "LinkedField",
      "name": "cartOptionChoices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rentalOptionId",
          "storageKey": null
        },
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isVehicle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CartVehicleChoice",
          "kind": "LinkedField",
          "name": "vehicles",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "productId",
              "storageKey": null
            },
            (v3/*:: as any*/),
            (v6/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BookingLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pricePerDay",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "manualPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RentalOption",
          "kind": "LinkedField",
          "name": "rentalOption",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v5/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "vehicleChoices",
          "plural": true,
          "selections": (v7/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "product",
          "plural": false,
          "selections": (v7/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CustomerTab_booking"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BookingInfoTabs_payment"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BookingInfoTabs_delivery"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BookingInfoTabs_documents"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "HistoryPanel_owner"
    }
  ],
  "type": "Booking",
  "abstractKey": null
};
})();

(node as any).hash = "b7636b9f1f8528443aa1f4258c821aed";

export default node;
