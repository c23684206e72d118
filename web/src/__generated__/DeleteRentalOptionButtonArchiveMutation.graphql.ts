/**
 * @generated SignedSource<<4f7a6c7775086bf6d8c5e16291d08ba7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RentalOptionStatus = "archived" | "draft" | "private" | "public" | "%future added value";
export type UpdateRentalOptionInput = {
  acceptShortage?: boolean | null | undefined;
  acriss?: string | null | undefined;
  canBeRequestedFromOtherLocation?: boolean | null | undefined;
  categoryId?: string | null | undefined;
  companyId?: string | null | undefined;
  description?: string | null | undefined;
  descriptionEn?: string | null | undefined;
  id: string;
  image?: string | null | undefined;
  imageAltText?: string | null | undefined;
  imageAltTextEn?: string | null | undefined;
  imageUploadId?: string | null | undefined;
  isDigital?: boolean | null | undefined;
  locationId?: string | null | undefined;
  maxAmount?: number | null | undefined;
  mileageBusinessDay?: number | null | undefined;
  mileageBusinessMonth?: number | null | undefined;
  mileageBusinessWeek?: number | null | undefined;
  mileageBusinessWeekend?: number | null | undefined;
  mileagePrivateDay?: number | null | undefined;
  mileagePrivateMonth?: number | null | undefined;
  mileagePrivateWeek?: number | null | undefined;
  mileagePrivateWeekend?: number | null | undefined;
  mileageSameForBoth?: boolean | null | undefined;
  nodailyprice?: boolean | null | undefined;
  priceBusinessDamageDeductible?: string | null | undefined;
  priceBusinessDay?: string | null | undefined;
  priceBusinessDayMaximum?: string | null | undefined;
  priceBusinessDayMinimum?: string | null | undefined;
  priceBusinessHour?: string | null | undefined;
  priceBusinessMonth?: string | null | undefined;
  priceBusinessOnetime?: string | null | undefined;
  priceBusinessTotalMaximum?: string | null | undefined;
  priceBusinessTotalMinimum?: string | null | undefined;
  priceBusinessWeek?: string | null | undefined;
  priceBusinessWeekend?: string | null | undefined;
  pricePrivateDamageDeductible?: string | null | undefined;
  pricePrivateDay?: string | null | undefined;
  pricePrivateDayMaximum?: string | null | undefined;
  pricePrivateDayMinimum?: string | null | undefined;
  pricePrivateHour?: string | null | undefined;
  pricePrivateMonth?: string | null | undefined;
  pricePrivateOnetime?: string | null | undefined;
  pricePrivateTotalMaximum?: string | null | undefined;
  pricePrivateTotalMinimum?: string | null | undefined;
  pricePrivateWeek?: string | null | undefined;
  pricePrivateWeekend?: string | null | undefined;
  samePricePrivateBusiness?: boolean | null | undefined;
  status?: RentalOptionStatus | null | undefined;
  tags?: ReadonlyArray<RentalOptionTagInput> | null | undefined;
  title?: string | null | undefined;
  titleEn?: string | null | undefined;
  updatedAt: string;
  vatFactor?: string | null | undefined;
};
export type RentalOptionTagInput = {
  highlight?: boolean | null | undefined;
  tagId: string;
  value: string;
};
export type DeleteRentalOptionButtonArchiveMutation$variables = {
  input: UpdateRentalOptionInput;
};
export type DeleteRentalOptionButtonArchiveMutation$data = {
  readonly updateRentalOption: {
    readonly __typename: string;
    readonly message?: string;
    readonly rentalOption?: {
      readonly id: string;
      readonly status: RentalOptionStatus;
      readonly updatedAt: string;
    };
  };
};
export type DeleteRentalOptionButtonArchiveMutation = {
  response: DeleteRentalOptionButtonArchiveMutation$data;
  variables: DeleteRentalOptionButtonArchiveMutation$variables;
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
    "name": "updateRentalOption",
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
            "concreteType": "RentalOption",
            "kind": "LinkedField",
            "name": "rentalOption",
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
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateRentalOptionSuccess",
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
    "name": "DeleteRentalOptionButtonArchiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteRentalOptionButtonArchiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2669e533e4058263b84dd1f8f52e4c21",
    "id": null,
    "metadata": {},
    "name": "DeleteRentalOptionButtonArchiveMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteRentalOptionButtonArchiveMutation(\n  $input: UpdateRentalOptionInput!\n) {\n  updateRentalOption(input: $input) {\n    __typename\n    ... on UpdateRentalOptionSuccess {\n      rentalOption {\n        id\n        status\n        updatedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "88ee59f96f56ecc9ef331598d8d2a3e2";

export default node;
